package org.aclgen.processor;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.entry;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * An IDE compiles only the changed classes, with the earlier output on the class path: the
 * registry, the services file and the description must still hold every operation of the module,
 * and lose those of a deleted class. Each incremental build is compared with a clean build of the
 * same sources, with the registry as a Java class and as a resource table.
 */
class IncrementalBuildTest {
  private static final String PACKAGE = "com/example/shop/";
  private static final String SERVICES = "META-INF/services/org.aclgen.acl.registry.AclRegistry";
  private static final String TABLE = "META-INF/aclgen/acl-registry.tsv";
  private static final String REGISTRY = PACKAGE + "ShopAclRegistry.java";

  private static final String APPLICATION =
      """
      package com.example.shop;

      @jakarta.ws.rs.ApplicationPath("/api/shop")
      public class ShopApplication extends jakarta.ws.rs.core.Application {}
      """;

  private static final String USERS =
      """
      package com.example.shop;

      import jakarta.ws.rs.GET;
      import jakarta.ws.rs.Path;
      import org.aclgen.annotations.RequiredAcl;

      /** The users. */
      @Path("/users")
      @RequiredAcl
      public class UserResource {
        /** Lists the users. */
        @GET
        public String list() {
          return "";
        }

        /** The addresses of a user. */
        @Path("{user_id}/addresses")
        public AddressResource addresses() {
          return new AddressResource();
        }
      }
      """;

  private static final String ADDRESSES =
      """
      package com.example.shop;

      import jakarta.ws.rs.GET;
      import jakarta.ws.rs.PathParam;
      import org.aclgen.annotations.RequiredAcl;

      /** The addresses of a user. */
      @RequiredAcl
      public class AddressResource {
        /** Lists the addresses of a user. */
        @GET
        public String list(@PathParam("user_id") String userId) {
          return "";
        }
      %s}
      """;

  private static final String ADDED_ADDRESS_METHOD =
      """
        /** Adds an address. */
        @jakarta.ws.rs.POST
        public String add(@PathParam("user_id") String userId) {
          return "";
        }
      """;

  private static final String ORDERS =
      """
      package com.example.shop;

      import jakarta.ws.rs.GET;
      import jakarta.ws.rs.POST;
      import jakarta.ws.rs.Path;
      import jakarta.ws.rs.PathParam;
      import org.aclgen.annotations.RequiredAcl;

      /** The orders. */
      @Path("/orders")
      @RequiredAcl
      public class OrderResource {
        /** Lists the orders. */
        @GET
        public String list() {
          return "";
        }

        /** Places an order. */
        @POST
        public String place() {
          return "";
        }
      %s}
      """;

  private static final String ADDED_ORDER_METHOD =
      """
        /** Cancels an order. */
        @jakarta.ws.rs.DELETE
        @Path("{order_id}")
        public void cancel(@PathParam("order_id") long orderId) {}
      """;

  private static final String ITEMS =
      """
      package com.example.shop;

      import jakarta.ws.rs.GET;
      import jakarta.ws.rs.Path;
      import org.aclgen.annotations.RequiredAcl;

      /** The items. */
      @Path("/items")
      @RequiredAcl
      public class ItemResource {
        /** Lists the items. */
        @GET
        public String list() {
          return "";
        }
      }
      """;

  @TempDir Path incrementalRoot;
  @TempDir Path cleanRoot;

  @ParameterizedTest
  @EnumSource(RegistryForm.class)
  void recompilingOneChangedClassKeepsEveryOtherOperation(RegistryForm form) {
    JavacBuild build = shop(build(incrementalRoot, form), "", "");
    build.compileAll();
    assertThat(build.registeredOperations())
        .containsOnly(
            entry("GET /items", "shop.items.read"),
            entry("GET /orders", "shop.orders.read"),
            entry("POST /orders", "shop.orders.create"),
            entry("GET /users", "shop.users.read"),
            entry("GET /users/{user_id}/addresses", "shop.users.{user_id}.addresses.read"));

    Path orders = build.write(PACKAGE + "OrderResource.java", ORDERS.formatted(ADDED_ORDER_METHOD));
    build.compile(List.of(orders));

    assertThat(build.registeredOperations())
        .hasSize(6)
        .contains(
            entry("GET /items", "shop.items.read"),
            entry("GET /users/{user_id}/addresses", "shop.users.{user_id}.addresses.read"),
            entry("DELETE /orders/{order_id}", "shop.orders.{order_id}.delete"));
    assertThat(build.output("META-INF/aclgen/shop/openapi.yaml"))
        .contains("'/items':", "Lists the items.", "'/orders/{order_id}':", "Cancels an order.")
        .contains("/api/shop");
    assertSameOutputs(form, build, shop(build(cleanRoot, form), "", ADDED_ORDER_METHOD));
  }

  @ParameterizedTest
  @EnumSource(RegistryForm.class)
  void recompilingOnlyASubResourceKeepsItsFullPath(RegistryForm form) {
    JavacBuild build = shop(build(incrementalRoot, form), "", "");
    build.compileAll();

    Path addresses =
        build.write(PACKAGE + "AddressResource.java", ADDRESSES.formatted(ADDED_ADDRESS_METHOD));
    build.compile(List.of(addresses));

    assertThat(build.registeredOperations())
        .hasSize(6)
        .contains(
            entry("GET /users/{user_id}/addresses", "shop.users.{user_id}.addresses.read"),
            entry("POST /users/{user_id}/addresses", "shop.users.{user_id}.addresses.create"))
        .allSatisfy((operation, acl) -> assertThat(operation).doesNotContain("..."));
    assertSameOutputs(form, build, shop(build(cleanRoot, form), ADDED_ADDRESS_METHOD, ""));
  }

  @ParameterizedTest
  @EnumSource(RegistryForm.class)
  void deletedClassLosesItsOperations(RegistryForm form) {
    JavacBuild build = shop(build(incrementalRoot, form), "", "");
    build.compileAll();

    build.delete(PACKAGE + "ItemResource.java");
    Path orders = build.write(PACKAGE + "OrderResource.java", ORDERS.formatted(ADDED_ORDER_METHOD));
    build.compile(List.of(orders));

    assertThat(build.registeredOperations())
        .hasSize(5)
        .doesNotContainKey("GET /items")
        .contains(entry("GET /users", "shop.users.read"));
    assertThat(build.output("META-INF/aclgen/shop/openapi.yaml"))
        .doesNotContain("/items")
        .contains("'/users':");
    assertThat(build.output("META-INF/aclgen/operations.tsv")).doesNotContain("ItemResource");
    JavacBuild clean = shop(build(cleanRoot, form), "", ADDED_ORDER_METHOD);
    clean.delete(PACKAGE + "ItemResource.java");
    assertSameOutputs(form, build, clean);
  }

  @ParameterizedTest
  @EnumSource(RegistryForm.class)
  void fullRebuildOverEarlierOutputEqualsCleanBuild(RegistryForm form) {
    JavacBuild build = shop(build(incrementalRoot, form), "", "");
    build.compileAll();
    build.write(PACKAGE + "OrderResource.java", ORDERS.formatted(ADDED_ORDER_METHOD));
    build.compileAll();

    assertSameOutputs(form, build, shop(build(cleanRoot, form), "", ADDED_ORDER_METHOD));
  }

  /**
   * The last resource deleted, the compile of the one class left rewrites the registry index and
   * the operations file empty: the runtime must not keep finding the deleted operations.
   */
  @ParameterizedTest
  @EnumSource(RegistryForm.class)
  void deletingEveryResourceEmptiesTheRegistry(RegistryForm form) {
    JavacBuild build = shop(build(incrementalRoot, form), "", "");
    build.compileAll();
    assertThat(build.registeredOperations()).hasSize(5);

    for (String resource : List.of("User", "Address", "Order", "Item")) {
      build.delete(PACKAGE + resource + "Resource.java");
    }
    build.compile(List.of(build.write(PACKAGE + "ShopApplication.java", APPLICATION)));

    assertThat(build.registeredOperations()).isEmpty();
    assertThat(build.output("META-INF/aclgen/operations.tsv"))
        .doesNotContain("operation\t")
        .contains("application\tcom.example.shop.ShopApplication\tshop\t/api/shop");
  }

  private static final String CATALOG =
      """
      package com.example.shop;

      import jakarta.ws.rs.GET;
      import jakarta.ws.rs.Path;
      import org.aclgen.annotations.RequiredAcl;

      /** A catalog, its resource nested. */
      public class Catalog {
        /** The catalog's resource. */
        @Path("/catalog")
        @RequiredAcl
        public static class Resource {
          /** Lists the catalog. */
          @GET
          public String list() {
            return "";
          }
      %s  }
      }
      """;

  /**
   * A nested resource class belongs to its top-level class: recompiling that class without one of
   * the nested class's methods drops the method's operation.
   */
  @ParameterizedTest
  @EnumSource(RegistryForm.class)
  void recompilingTheClassOfANestedResourceDropsItsRemovedMethod(RegistryForm form) {
    JavacBuild build = build(incrementalRoot, form);
    build.write(PACKAGE + "ShopApplication.java", APPLICATION);
    build.write(
        PACKAGE + "Catalog.java",
        CATALOG.formatted(
            "    /** Adds to it. */\n    @jakarta.ws.rs.POST\n    public void add() {}\n"));
    build.compileAll();
    assertThat(build.registeredOperations()).containsOnlyKeys("GET /catalog", "POST /catalog");

    build.compile(List.of(build.write(PACKAGE + "Catalog.java", CATALOG.formatted(""))));

    assertThat(build.registeredOperations())
        .containsOnly(entry("GET /catalog", "shop.catalog.read"));
    assertThat(build.output("META-INF/aclgen/operations.tsv")).doesNotContain("add()");
  }

  /** A deleted application class takes its server URL out of the operations file. */
  @Test
  void deletedApplicationLosesItsServerUrl() {
    JavacBuild build = shop(new JavacBuild(incrementalRoot), "", "");
    build.compileAll();
    assertThat(build.output("META-INF/aclgen/operations.tsv")).contains("application\t");

    build.delete(PACKAGE + "ShopApplication.java");
    build.compile(List.of(build.write(PACKAGE + "ItemResource.java", ITEMS)));

    assertThat(build.output("META-INF/aclgen/operations.tsv"))
        .contains("\t/items\t")
        .doesNotContain("application\t");
    assertThat(build.output("META-INF/aclgen/shop/openapi.yaml")).doesNotContain("/api/shop");
  }

  /** A compilation without a resource, and without an earlier output, writes no aclgen file. */
  @ParameterizedTest
  @EnumSource(RegistryForm.class)
  void aCompilationWithoutResourcesWritesNoRegistry(RegistryForm form) {
    JavacBuild build = build(cleanRoot, form);
    build.write(PACKAGE + "ShopApplication.java", APPLICATION);
    build.compileAll();

    assertThat(build.hasOutput(SERVICES)).isFalse();
    assertThat(build.hasOutput(TABLE)).isFalse();
    assertThat(build.hasOutput("META-INF/aclgen/operations.tsv")).isFalse();
    assertThat(build.generatedSources()).isEmpty();
  }

  @Test
  void unreadableOperationsFileFailsTheBuildNamingTheFix() {
    JavacBuild build = shop(new JavacBuild(incrementalRoot), "", "");
    build.writeOutput("META-INF/aclgen/operations.tsv", "# aclgen operations 0\n");

    List<String> diagnostics =
        build.compileReporting(List.of(build.write(PACKAGE + "ItemResource.java", ITEMS)));

    assertThat(diagnostics)
        .containsExactly(
            "ERROR: [aclgen.operations-file] META-INF/aclgen/operations.tsv in the class output,"
                + " left by the last compile, cannot be read (not an aclgen operations file:"
                + " # aclgen operations 0), so the operations of the classes not compiled now are"
                + " unknown; run a clean build");
  }

  /** The shop's sources, with the methods added to the address and order resources. */
  private static JavacBuild shop(JavacBuild build, String addressMethod, String orderMethod) {
    build.write(PACKAGE + "ShopApplication.java", APPLICATION);
    build.write(PACKAGE + "UserResource.java", USERS);
    build.write(PACKAGE + "AddressResource.java", ADDRESSES.formatted(addressMethod));
    build.write(PACKAGE + "OrderResource.java", ORDERS.formatted(orderMethod));
    build.write(PACKAGE + "ItemResource.java", ITEMS);
    return build;
  }

  private static JavacBuild build(Path root, RegistryForm form) {
    return new JavacBuild(root, "-Aaclgen.registry=" + form.optionValue());
  }

  /** Compiles the clean build's sources at once, then compares every output byte for byte. */
  private static void assertSameOutputs(
      RegistryForm form, JavacBuild incremental, JavacBuild clean) {
    clean.compileAll();
    String registryIndex = form == RegistryForm.JAVA ? SERVICES : TABLE;
    for (String path :
        List.of(
            registryIndex, "META-INF/aclgen/shop/openapi.yaml", "META-INF/aclgen/operations.tsv")) {
      assertThat(incremental.output(path)).as(path).isEqualTo(clean.output(path));
    }
    if (form == RegistryForm.JAVA) {
      assertThat(incremental.generatedSource(REGISTRY))
          .as(REGISTRY)
          .isEqualTo(clean.generatedSource(REGISTRY));
    } else {
      assertThat(incremental.generatedSources()).isEmpty();
      assertThat(incremental.hasOutput(SERVICES)).isFalse();
    }
    assertThat(incremental.registeredOperations()).isEqualTo(clean.registeredOperations());
  }
}
