package org.aclgen.reliability.support;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.Map;

/**
 * A resource that answers the path value it received, so that a suite can recompute the ACL the
 * request needed from what JAX-RS really decoded. Its ACL is {@code echo.{value}.read} (path {@code
 * /echo/{value}/x}, so that the value sits between two segments).
 */
@Path("/echo/{value}/x")
public class EchoResource {

  private static final ObjectMapper MAPPER = new ObjectMapper();

  /** Echoes the decoded path value as {@code {"value": ...}}. */
  @GET
  @Produces(MediaType.APPLICATION_JSON)
  public String echo(@PathParam("value") String value) throws JsonProcessingException {
    return MAPPER.writeValueAsString(Map.of("value", value));
  }
}
