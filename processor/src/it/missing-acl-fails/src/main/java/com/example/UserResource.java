package com.example;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import org.aclgen.annotations.RequiredAcl;

@Path("/users/{user_id}")
public class UserResource {

  @GET
  @Path("lines")
  @RequiredAcl
  public String lines(@PathParam("user_id") String userId) {
    return "";
  }

  // Forgotten: no @RequiredAcl, no @PublicResource.
  @GET
  public String get(@PathParam("user_id") String userId) {
    return "";
  }
}
