package com.example.store;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;

/** A CD: adds its tracks, which the declared return type Item does not show. */
public class CD extends Item {
  CD(String itemid) {
    super(itemid);
  }

  /** A track of the CD. */
  @Path("tracks/{num}")
  public Track getTrack(@PathParam("num") int num) {
    return new Track(itemid, num);
  }

  /** The cover, without any ACL annotation. */
  @GET
  @Path("cover")
  @Produces("text/plain")
  public String cover() {
    return "cover of " + itemid;
  }
}
