package com.example.store;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import org.aclgen.annotations.PublicResource;
import org.aclgen.annotations.RequiredAcl;

/** Served only through the Object locator: no root reaches it. */
public class Catalog {
  /** The entries. */
  @GET
  @Path("entries")
  @Produces("text/plain")
  @RequiredAcl("examples.databases.{database}.entries.read")
  public String entries() {
    return "entries";
  }

  /** The schema is public, but behind a locator its full path is unknown before matching. */
  @GET
  @Path("schema")
  @Produces("text/plain")
  @PublicResource("the schema is documentation")
  public String schema() {
    return "schema";
  }
}
