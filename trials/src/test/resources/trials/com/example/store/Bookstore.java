package com.example.store;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.SecurityContext;
import java.util.concurrent.atomic.AtomicInteger;
import org.aclgen.annotations.PublicResource;
import org.aclgen.annotations.RequiredAcl;

/** Jersey's bookstore-webapp shape, with RESTEasy's database locator. */
@Path("/items")
public class Bookstore {
  /** How many times a locator ran: application code that no request without a token may reach. */
  public static final AtomicInteger LOCATOR_CALLS = new AtomicInteger();

  /** Lists the items. */
  @GET
  @Produces("text/plain")
  @RequiredAcl
  public String list() {
    return "items";
  }

  /** Says who calls: public, and given the caller when there is a token. */
  @GET
  @Path("about")
  @Produces("text/plain")
  @PublicResource("the store's welcome page")
  public String about(@Context SecurityContext security) {
    return security.getUserPrincipal() == null ? "anonymous" : security.getUserPrincipal().getName();
  }

  /** A polymorphic locator: a CD adds tracks that an Item does not have. */
  @Path("{itemid}")
  public Item getItem(@PathParam("itemid") String itemid) {
    LOCATOR_CALLS.incrementAndGet();
    if (itemid.equals("999")) {
      throw new NotFoundException("Item, 999, is not found");
    }
    return itemid.startsWith("cd") ? new CD(itemid) : new Item(itemid);
  }

  /** RESTEasy's ex04 shape: the class of the database is chosen at run time. */
  @Path("{database}-db")
  public Object getDatabase(@PathParam("database") String database) {
    LOCATOR_CALLS.incrementAndGet();
    return database.equals("catalog") ? new Catalog() : new Ledger(database);
  }
}
