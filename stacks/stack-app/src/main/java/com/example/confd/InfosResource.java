package com.example.confd;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.Map;

/** Left without an annotation: the processor protects it with {@code confd.#}. */
@Path("/infos")
public class InfosResource {

  @GET
  @Produces(MediaType.APPLICATION_JSON)
  public Map<String, String> infos() {
    return Map.of("uuid", "c0ffee");
  }
}
