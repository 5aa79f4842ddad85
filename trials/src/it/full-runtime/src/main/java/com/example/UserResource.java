package com.example;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import org.aclgen.annotations.PublicResource;
import org.aclgen.annotations.RequiredAcl;

/** The users of the service. */
@Path("/users/{user_id}")
@RequiredAcl
public class UserResource {

  /** Lists the lines of a user. */
  @GET
  @Path("lines")
  public String lines(@PathParam("user_id") String userId) {
    return "lines of " + userId;
  }

  /** Changes the user's password. */
  @PUT
  @Path("password")
  @RequiredAcl("confd.users.{user_id}.password.update")
  public void password(@PathParam("user_id") String userId) {}

  /** Tells whether the user exists. */
  @GET
  @Path("exists")
  @PublicResource("a sign-up form asks before any token exists")
  public String exists(@PathParam("user_id") String userId) {
    return "true";
  }
}
