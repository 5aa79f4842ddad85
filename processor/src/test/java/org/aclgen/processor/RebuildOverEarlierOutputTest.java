package org.aclgen.processor;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.entry;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A module whose resource extends a resource class of a jar (the runtime's {@code
 * ApiDescriptionResource}), compiled again over its earlier output: Maven's "Changes detected -
 * recompiling the module!" and Quarkus's dev mode compile every source with the earlier classes on
 * the class path and as {@code -d}, an IDE only the changed ones. The jar's class is the module's
 * superclass, not one of its resources: each build gives what a clean build gives, diagnostics
 * included.
 */
class RebuildOverEarlierOutputTest {
  private static final String PACKAGE = "com/example/shop/";
  private static final String SERVICES = "META-INF/services/org.aclgen.acl.registry.AclRegistry";
  private static final String TABLE = "META-INF/aclgen/acl-registry.tsv";
  private static final String DESCRIPTION = "META-INF/aclgen/shop/openapi.yaml";
  private static final String OPERATIONS = "META-INF/aclgen/operations.tsv";

  private static final String APPLICATION =
      """
      package com.example.shop;

      @jakarta.ws.rs.ApplicationPath("/api/shop")
      public class ShopApplication extends jakarta.ws.rs.core.Application {}
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

  /** What docs/runtime.md recommends to publish the description at a path of one's own. */
  private static final String API_DESCRIPTION =
      """
      package com.example.shop;

      import jakarta.ws.rs.Path;
      import org.aclgen.runtime.ApiDescriptionResource;

      /** The shop's API description, at a path of its own. */
      @Path("/openapi.yaml")
      public class ShopApiDescription extends ApiDescriptionResource {
        /** Serves the shop's description. */
        public ShopApiDescription() {
          super("shop");
        }
      }
      """;

  /** A subclass for a constructor without arguments, at the runtime's own path api/api.yml. */
  private static final String API_DESCRIPTION_AT_ITS_PATH =
      API_DESCRIPTION
          .replace("@Path(\"/openapi.yaml\")\n", "")
          .replace(", at a path of its own", "");

  /** The two subclasses that applications write. */
  enum Subclass {
    OWN_PATH(API_DESCRIPTION),
    INHERITED_PATH(API_DESCRIPTION_AT_ITS_PATH);

    final String source;

    Subclass(String source) {
      this.source = source;
    }
  }

  /** How the second build compiles. */
  enum Recompile {
    /** Every source, as Maven's compiler plugin and Quarkus's dev mode do. */
    EVERY_SOURCE,
    /** Only the changed subclass of the jar's class, as an IDE does. */
    THE_SUBCLASS_ONLY
  }

  @TempDir Path earlierRoot;
  @TempDir Path cleanRoot;

  @ParameterizedTest
  @EnumSource(Recompile.class)
  void aJarsResourceClassIsNeverScannedAsTheModules(Recompile recompile) {
    for (RegistryForm form : RegistryForm.values()) {
      for (Subclass subclass : Subclass.values()) {
        String name = form + "-" + subclass;
        rebuild(recompile, form, subclass, earlierRoot.resolve(name), cleanRoot.resolve(name));
      }
    }
  }

  private static void rebuild(
      Recompile recompile, RegistryForm form, Subclass subclass, Path earlier, Path cleanRoot) {
    JavacBuild clean = shop(build(cleanRoot, form), subclass.source);
    List<String> cleanDiagnostics = clean.compileReporting(clean.sources());

    JavacBuild build = shop(build(earlier, form), subclass.source);
    build.compileReporting(build.sources());
    List<Path> changed =
        recompile == Recompile.EVERY_SOURCE
            ? build.sources()
            : List.of(build.write(PACKAGE + "ShopApiDescription.java", subclass.source));
    List<String> diagnostics = build.compileReporting(changed);

    String as = form + ", " + recompile + ", " + subclass;
    assertThat(diagnostics).as(as).isEqualTo(cleanDiagnostics);
    assertThat(build.generatedSources()).as(as).isEqualTo(clean.generatedSources());
    String index = form == RegistryForm.JAVA ? SERVICES : TABLE;
    for (String path : List.of(index, DESCRIPTION, OPERATIONS)) {
      assertThat(build.output(path)).as("%s: %s", as, path).isEqualTo(clean.output(path));
    }
    assertThat(build.registeredEntries())
        .as(as)
        .extracting(e -> e.resourceClass())
        .doesNotContain("org.aclgen.runtime.ApiDescriptionResource");
    assertThat(build.registeredOperations())
        .as(as)
        .hasSize(2)
        .contains(entry("GET /items", "shop.items.read"));
  }

  private static JavacBuild shop(JavacBuild build, String subclass) {
    build.write(PACKAGE + "ShopApplication.java", APPLICATION);
    build.write(PACKAGE + "ItemResource.java", ITEMS);
    build.write(PACKAGE + "ShopApiDescription.java", subclass);
    return build;
  }

  private static JavacBuild build(Path root, RegistryForm form) {
    return new JavacBuild(root, "-Aaclgen.registry=" + form.optionValue());
  }
}
