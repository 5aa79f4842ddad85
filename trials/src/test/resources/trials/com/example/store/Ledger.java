package com.example.store;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Produces;

/** Served only through the Object locator, without any ACL annotation. */
public class Ledger {
  private final String name;

  Ledger(String name) {
    this.name = name;
  }

  /** The ledger. */
  @GET
  @Produces("text/plain")
  public String read() {
    return "ledger " + name;
  }
}
