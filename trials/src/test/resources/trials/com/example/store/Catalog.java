package com.example.store;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
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
}
