package org.aclgen.runtime.matrix;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.SecurityContext;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Resources behind locators whose declared type hides what they return, as in Jersey's bookstore
 * and RESTEasy's workbook examples; {@link MatrixRegistry} lists what a processor could list.
 */
public final class LocatorResources {

  /** How many times any locator here ran: application code that must not run without a token. */
  public static final AtomicInteger LOCATOR_CALLS = new AtomicInteger();

  private LocatorResources() {}

  /** A store whose locator answers 404 for an unknown item, as the bookstore example does. */
  @Path("/items")
  public static class Items {
    @Path("{item_id}")
    public Item item(@PathParam("item_id") String itemId) {
      LOCATOR_CALLS.incrementAndGet();
      if (itemId.equals("999")) {
        throw new NotFoundException("Item, 999, is not found");
      }
      if (itemId.equals("500")) {
        throw new IllegalStateException("the database is down");
      }
      return itemId.startsWith("cd") ? new Cd(itemId) : new Item(itemId);
    }
  }

  /** The declared type of the locator: the processor sees only these methods. */
  public static class Item {
    final String itemId;

    Item(String itemId) {
      this.itemId = itemId;
    }

    @GET
    @Produces(MediaType.TEXT_PLAIN)
    public String read() {
      return "item " + itemId;
    }
  }

  /** A subclass that adds sub-resource methods the processor cannot reach from the locator. */
  public static class Cd extends Item {
    Cd(String itemId) {
      super(itemId);
    }

    /** Listed with an explicit ACL under {@code .../tracks/{num}}. */
    @GET
    @Path("tracks/{num}")
    @Produces(MediaType.TEXT_PLAIN)
    public String track(@PathParam("num") String num) {
      return "track " + num + " of " + itemId;
    }

    /** Listed with an ACL whose placeholder no path value fills. */
    @GET
    @Path("tracks/{num}/notes")
    @Produces(MediaType.TEXT_PLAIN)
    public String notes(@PathParam("num") String num) {
      return "notes of track " + num;
    }

    /** Listed nowhere. */
    @GET
    @Path("liner")
    @Produces(MediaType.TEXT_PLAIN)
    public String liner() {
      return "liner notes of " + itemId;
    }
  }

  /** A locator declared to return {@code Object}, as RESTEasy's workbook example does. */
  @Path("/databases")
  public static class Databases {
    @Path("{database}-db")
    public Object database(@PathParam("database") String database) {
      LOCATOR_CALLS.incrementAndGet();
      return new Database(database);
    }
  }

  /** What the {@code Object} locator returns; listed nowhere. */
  public static class Database {
    private final String name;

    Database(String name) {
      this.name = name;
    }

    @GET
    @Produces(MediaType.TEXT_PLAIN)
    public String read() {
      return "database " + name;
    }
  }

  /** A public operation that says who called it. */
  @Path("/public/whoami")
  public static class WhoAmI {
    @GET
    @Produces(MediaType.TEXT_PLAIN)
    public String whoami(@Context SecurityContext security) {
      return security.getUserPrincipal() == null
          ? "anonymous"
          : security.getUserPrincipal().getName();
    }
  }
}
