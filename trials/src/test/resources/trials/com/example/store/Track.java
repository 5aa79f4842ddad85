package com.example.store;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Produces;
import org.aclgen.annotations.RequiredAcl;

/** A track of a CD: reached only through CD, which the processor cannot follow. */
public class Track {
  private final String itemid;
  private final int num;

  Track(String itemid, int num) {
    this.itemid = itemid;
    this.num = num;
  }

  /** The track. */
  @GET
  @Produces("text/plain")
  @RequiredAcl("examples.items.{itemid}.tracks.{num}.read")
  public String get() {
    return "track " + num + " of " + itemid;
  }
}
