package org.aclgen.openapi;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;

/** A resource that no registry lists: compiled without the aclgen processor. */
@Path("/unregistered")
public class UnregisteredResource {

  /** An operation the merge must report, not guess. */
  @GET
  public String get() {
    return "";
  }
}
