package org.aclgen.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.aclgen.acl.registry.AclEntry;
import org.aclgen.acl.registry.AclEntryTable;
import org.aclgen.acl.registry.AclSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The subclass of the runtime's {@code ApiDescriptionResource} with a {@code @Path} of its own,
 * which docs/runtime.md recommends: the runtime serves it without a token, so the registry, the API
 * description and the access baseline say public too, and the strict build passes.
 */
class ApiDescriptionSubclassTest {
  private static final String TABLE = "META-INF/aclgen/acl-registry.tsv";

  private static final String SUBCLASS =
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

  @TempDir Path root;

  /** Compiles one source as a strict build: a method without ACL is an error. */
  private static Compilation compile(String source) {
    return Fixtures.compile(
        "com.example.shop.ShopApiDescription",
        source,
        "aclgen.service=shop",
        "aclgen.registry=resource",
        "aclgen.missingAcl=error");
  }

  @Test
  void isPublicInTheRegistryAndTheDescriptionAndPassesTheStrictBuild() {
    Compilation compilation = compile(SUBCLASS);

    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation).hadNoteCount(0);
    List<AclEntry> entries =
        AclEntryTable.parse(Fixtures.generatedResource(compilation, TABLE).orElseThrow());
    assertThat(entries)
        .singleElement()
        .satisfies(
            entry -> {
              assertThat(entry.httpMethod() + " " + entry.path()).isEqualTo("GET /openapi.yaml");
              assertThat(entry.resourceClass()).isEqualTo("com.example.shop.ShopApiDescription");
              assertThat(entry.source()).isEqualTo(AclSource.PUBLIC);
              assertThat(entry.aclTemplate()).isNull();
            });
    String yaml =
        Fixtures.generatedResource(compilation, "META-INF/aclgen/shop/openapi.yaml").orElseThrow();
    assertThat(yaml)
        .contains("'/openapi.yaml':")
        .contains(
            "**Public:** no token needed: the API description, which the aclgen runtime serves"
                + " without a token")
        .contains("security: []")
        .doesNotContain("shop.#")
        .doesNotContain("'401'");
  }

  @Test
  void aPublicResourceReasonOnTheSubclassIsKept() {
    Compilation compilation =
        compile(
            SUBCLASS.replace(
                "@Path(\"/openapi.yaml\")",
                "@Path(\"/openapi.yaml\")\n@org.aclgen.annotations.PublicResource(\"for the SDKs\")"));

    assertThat(compilation).succeededWithoutWarnings();
    assertThat(Fixtures.generatedResource(compilation, "META-INF/aclgen/shop/openapi.yaml"))
        .hasValueSatisfying(
            yaml -> assertThat(yaml).contains("**Public:** no token needed: for the SDKs"));
  }

  @Test
  void aRequiredAclOnTheSubclassIsAnErrorSinceTheRuntimeIgnoresIt() {
    Compilation compilation =
        compile(
            SUBCLASS.replace(
                "@Path(\"/openapi.yaml\")",
                "@Path(\"/openapi.yaml\")\n@org.aclgen.annotations.RequiredAcl(\"shop.api.read\")"));

    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation)
        .hadErrorContaining(
            "[aclgen.api-description] @RequiredAcl on class com.example.shop.ShopApiDescription"
                + " has no effect: the runtime serves com.example.shop.ShopApiDescription, a"
                + " subclass of org.aclgen.runtime.ApiDescriptionResource, without a token, and so"
                + " the registry and the API description say public. Remove it; to protect the"
                + " description, serve it from a resource class of your own")
        .inFile(compilation.sourceFiles().get(0))
        .onLineContaining("@org.aclgen.annotations.RequiredAcl(\"shop.api.read\")");
  }

  @Test
  void theAccessBaselineListsItAsPublic() throws IOException {
    Path baseline = root.resolve("baseline.txt");
    JavacBuild build =
        new JavacBuild(
            root.resolve("module"),
            "-Aaclgen.missingAcl=error",
            "-Aaclgen.baseline=" + baseline,
            "-Aaclgen.baseline.update=true");
    build.write("com/example/shop/ShopApiDescription.java", SUBCLASS);
    build.write(
        "com/example/shop/Health.java",
        """
        package com.example.shop;

        /** Health. */
        @jakarta.ws.rs.Path("/health")
        public class Health {
          /** Whether the shop runs. */
          @jakarta.ws.rs.GET
          @jakarta.annotation.security.PermitAll
          public String health() {
            return "ok";
          }
        }
        """);

    assertThat(build.compileReporting(build.sources()))
        .hasSize(2)
        .anySatisfy(m -> assertThat(m).startsWith("NOTE: [aclgen.baseline] wrote"))
        .anySatisfy(m -> assertThat(m).startsWith("NOTE: [aclgen.permit-all] @PermitAll on"));
    assertThat(Files.readString(baseline, StandardCharsets.UTF_8))
        .endsWith("shop GET /health - public\nshop GET /openapi.yaml - public\n");
  }
}
