package org.aclgen.javaxtest;

import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import javax.ws.rs.GET;
import javax.ws.rs.NotFoundException;
import javax.ws.rs.Path;
import javax.ws.rs.PathParam;
import javax.ws.rs.Produces;
import javax.ws.rs.QueryParam;
import javax.ws.rs.core.Context;
import javax.ws.rs.core.MediaType;
import javax.ws.rs.core.SecurityContext;
import org.aclgen.annotations.PublicResource;
import org.aclgen.annotations.RequiredAcl;
import org.aclgen.runtime.AclPrincipal;

/** A javax application compiled with the aclgen processor, which writes its registry. */
public final class ShopResources {

  /** How many times a locator ran: application code that must not run without a token. */
  public static final AtomicInteger LOCATOR_CALLS = new AtomicInteger();

  private ShopResources() {}

  /** Orders, protected by a derived ACL. */
  @Path("/orders/{order_id}")
  public static class Orders {
    @GET
    @RequiredAcl
    @Produces(MediaType.TEXT_PLAIN)
    public String read(@PathParam("order_id") String orderId, @Context SecurityContext security) {
      return "order " + orderId + " for " + security.getUserPrincipal().getName();
    }
  }

  /** A locator answering 404 for an unknown item. */
  @Path("/items")
  public static class Items {
    @Path("{item_id}")
    public Item item(@PathParam("item_id") String itemId) {
      LOCATOR_CALLS.incrementAndGet();
      if (itemId.equals("999")) {
        throw new NotFoundException("Item, 999, is not found");
      }
      return new Item(itemId);
    }
  }

  /** What the item locator returns. */
  public static class Item {
    private final String itemId;

    Item(String itemId) {
      this.itemId = itemId;
    }

    @GET
    @RequiredAcl
    @Produces(MediaType.TEXT_PLAIN)
    public String read() {
      return "item " + itemId;
    }
  }

  /** A locator declared to return {@code Object}: the processor cannot see what it returns. */
  @Path("/databases")
  public static class Databases {
    @Path("{name}-db")
    public Object database(@PathParam("name") String name) {
      LOCATOR_CALLS.incrementAndGet();
      return new Database(name);
    }
  }

  /** Reached only through the {@code Object} locator. */
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

  /** A placeholder filled from the query, and an ACL that the method checks in its own code. */
  @Path("/accounts")
  @Produces(MediaType.TEXT_PLAIN)
  public static class Accounts {
    @GET
    @Path("reset")
    @RequiredAcl("shop.accounts.reset.{user_uuid}.read")
    public String reset(@QueryParam("user_uuid") String userUuid) {
      return "reset " + userUuid;
    }

    @GET
    @Path("search")
    @RequiredAcl(value = "shop.accounts.search.{field}.read", checkedInCode = true)
    public String search(@QueryParam("q") String field, @Context SecurityContext security) {
      AclPrincipal.of(security).requireAcl(Map.of("field", field == null ? "" : field));
      return "search " + field;
    }
  }

  /** A public operation that says who called it. */
  @Path("/public/whoami")
  @PublicResource
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
