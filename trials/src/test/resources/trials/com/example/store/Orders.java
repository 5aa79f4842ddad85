package com.example.store;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import org.aclgen.annotations.RequiredAcl;

/** Uses OrderId, which another annotation processor generates in the same build. */
@Path("/orders")
public class Orders {
  /** An order. */
  @GET
  @Path("{id}")
  @Produces("text/plain")
  @RequiredAcl("examples.orders.{id}.read")
  public String get(@PathParam("id") OrderId id) {
    return "order " + id;
  }
}
