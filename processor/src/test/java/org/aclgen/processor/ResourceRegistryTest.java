package org.aclgen.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import java.nio.file.Path;
import java.util.List;
import org.aclgen.acl.registry.AclEntry;
import org.aclgen.acl.registry.AclEntryTable;
import org.aclgen.acl.registry.AclSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code -Aaclgen.registry=resource}: the registry is one table in the class output instead of a
 * Java class, so javac enters every source one time fewer; the runtime sees the same entries.
 */
class ResourceRegistryTest {
  private static final String TABLE = "META-INF/aclgen/acl-registry.tsv";
  private static final String SERVICES = "META-INF/services/org.aclgen.acl.registry.AclRegistry";

  private static final String USERS =
      """
      package com.example.shop;

      import jakarta.ws.rs.DELETE;
      import jakarta.ws.rs.GET;
      import jakarta.ws.rs.Path;
      import jakarta.ws.rs.PathParam;
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

        /** Deletes a user. */
        @DELETE
        @Path("{user_id}")
        @RequiredAcl("shop.admin.users.{user_id}.delete")
        public void delete(@PathParam("user_id") long userId) {}
      }
      """;

  private static final String STATUS =
      """
      package com.example.shop;

      import jakarta.ws.rs.GET;
      import jakarta.ws.rs.Path;
      import org.aclgen.annotations.PublicResource;

      /** The status. */
      @Path("/status")
      public class StatusResource {
        /** Whether the shop is up. */
        @GET
        @PublicResource
        public String status() {
          return "up";
        }
      }
      """;

  @TempDir Path javaRoot;
  @TempDir Path resourceRoot;

  @Test
  void writesOneTableInsteadOfAJavaRegistryWithTheSameEntries() {
    JavacBuild java = shop(new JavacBuild(javaRoot));
    JavacBuild resource = shop(new JavacBuild(resourceRoot, "-Aaclgen.registry=resource"));
    java.compileAll();
    resource.compileAll();

    assertThat(resource.generatedSources()).isEmpty();
    assertThat(resource.hasOutput(SERVICES)).isFalse();
    List<AclEntry> entries = AclEntryTable.parse(resource.output(TABLE));
    assertThat(entries)
        .extracting(e -> e.httpMethod() + " " + e.path() + " " + e.aclTemplate())
        .containsExactly(
            "GET /status null",
            "GET /users shop.users.read",
            "DELETE /users/{user_id} shop.admin.users.{user_id}.delete");
    assertThat(entries.get(2).source()).isEqualTo(AclSource.EXPLICIT);
    assertThat(java.generatedSources()).isNotEmpty();
    assertThat(java.hasOutput(TABLE)).isFalse();
    assertThat(resource.registeredEntries()).isEqualTo(java.registeredEntries());
  }

  @Test
  void spareJavacOnePassOverEverySource() {
    JavacBuild java = shop(new JavacBuild(javaRoot));
    JavacBuild resource = shop(new JavacBuild(resourceRoot, "-Aaclgen.registry=resource"));
    java.compileAll();
    resource.compileAll();

    // As with a no-op processor: three passes (parse, the first round, the last round).
    assertThat(resource.enterPasses())
        .containsOnlyKeys("UserResource.java", "StatusResource.java")
        .containsValues(3, 3);
    // A generated class costs a round of its own, in which javac enters every source again.
    assertThat(java.enterPasses())
        .containsEntry("UserResource.java", 4)
        .containsEntry("StatusResource.java", 4);
  }

  @Test
  void anUnknownFormIsAnErrorWithTheUsage() {
    Compilation compilation =
        Fixtures.compile(
            "com.example.shop.StatusResource",
            STATUS,
            "aclgen.service=shop",
            "aclgen.registry=class");

    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation)
        .hadErrorContaining(
            "[aclgen.option] invalid value 'class' for -Aaclgen.registry; usage:"
                + " -Aaclgen.registry=java|resource");
  }

  @Test
  void aRegistryClassNameWithTheResourceFormIsUnused() {
    Compilation compilation =
        Fixtures.compile(
            "com.example.shop.StatusResource",
            STATUS,
            "aclgen.service=shop",
            "aclgen.registry=resource",
            "aclgen.registryClass=com.example.ShopAcls");

    assertThat(compilation).succeeded();
    assertThat(compilation).hadWarningCount(1);
    assertThat(compilation)
        .hadWarningContaining(
            "[aclgen.unused-registry-class] -Aaclgen.registryClass=com.example.ShopAcls is unused: with"
                + " -Aaclgen.registry=resource the registry is the resource"
                + " META-INF/aclgen/acl-registry.tsv, no class; remove one of the two options");
    assertThat(Fixtures.generatedResource(compilation, TABLE)).isPresent();
    assertThat(Fixtures.generatedResource(compilation, SERVICES)).isEmpty();
  }

  @Test
  void anEntryTooLongForAClassFileConstantFitsInTheTable() {
    String segment = "a".repeat(31_000);
    Compilation compilation =
        Fixtures.compile(
            "com.example.shop.Long",
            """
            package com.example.shop;

            @jakarta.ws.rs.Path("/%s")
            public class Long {
              @jakarta.ws.rs.GET
              @org.aclgen.annotations.RequiredAcl
              public String list() {
                return "";
              }
            }
            """
                .formatted(segment),
            "aclgen.service=shop",
            "aclgen.registry=resource");

    assertThat(compilation).succeededWithoutWarnings();
    List<AclEntry> entries =
        AclEntryTable.parse(Fixtures.generatedResource(compilation, TABLE).orElseThrow());
    assertThat(entries).singleElement().satisfies(e -> assertThat(e.path()).hasSize(31_001));
  }

  private static JavacBuild shop(JavacBuild build) {
    build.write("com/example/shop/UserResource.java", USERS);
    build.write("com/example/shop/StatusResource.java", STATUS);
    return build;
  }
}
