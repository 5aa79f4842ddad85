package com.example.store;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Produces;
import org.aclgen.annotations.RequiredAcl;

/** An item of the store. */
public class Item {
  final String itemid;

  Item(String itemid) {
    this.itemid = itemid;
  }

  /** The title. */
  @GET
  @Produces("text/plain")
  @RequiredAcl("examples.items.{itemid}.read")
  public String getTitle() {
    return "item " + itemid;
  }
}
