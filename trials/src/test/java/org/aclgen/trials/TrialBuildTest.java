package org.aclgen.trials;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import java.util.ArrayList;
import java.util.List;
import javax.tools.JavaFileObject;
import org.aclgen.acl.registry.AclEntry;
import org.aclgen.acl.registry.AclSource;
import org.junit.jupiter.api.Test;

/**
 * The trial build with one more class that no root reaches, whose explicit {@code @RequiredAcl} is
 * malformed, names an unknown placeholder, or is right: what the build says, and what the registry
 * it writes holds.
 */
class TrialBuildTest {
  private static final String ARCHIVE =
      """
      package com.example.store;

      import jakarta.ws.rs.GET;
      import jakarta.ws.rs.Path;
      import org.aclgen.annotations.RequiredAcl;

      /** A class with resource methods that no root resource reaches. */
      public class Archive {
        /** A track of the archive. */
        @GET
        @Path("tracks/{num}")
        @RequiredAcl("%s")
        public String track() {
          return "";
        }
      }
      """;

  private final List<JavaFileObject> sources = new ArrayList<>(TrialBuild.sources());

  private Compilation compileWithArchive(String acl) {
    JavaFileObject archive =
        JavaFileObjects.forSourceString("com.example.store.Archive", ARCHIVE.formatted(acl));
    sources.add(archive);
    return TrialBuild.compile(sources);
  }

  @Test
  void aMalformedAclOnAnUnreachedClassFailsTheBuildAtItsLine() {
    Compilation compilation = compileWithArchive("examples..tracks.{nope}.read");

    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation)
        .hadErrorContaining(
            "[aclgen.syntax] Malformed ACL template \"examples..tracks.{nope}.read\" at position 9")
        .inFile(TrialBuild.source(sources, "Archive"))
        .onLineContaining("@RequiredAcl(\"examples..tracks.{nope}.read\")");
    // Every problem in one compile: the warnings about the locators are still there.
    assertThat(compilation)
        .hadWarningContaining("[aclgen.opaque-locator]")
        .inFile(TrialBuild.source(sources, "Bookstore"))
        .onLineContaining("public Object getDatabase(");
  }

  @Test
  void anUnknownPlaceholderOnAnUnreachedClassFailsTheBuildAtItsLine() {
    Compilation compilation = compileWithArchive("examples.tracks.{nope}.read");

    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation)
        .hadErrorContaining("[aclgen.placeholder]")
        .inFile(TrialBuild.source(sources, "Archive"))
        .onLineContaining("@RequiredAcl(\"examples.tracks.{nope}.read\")");
    assertThat(compilation).hadErrorContaining("{nope}");
  }

  @Test
  void theRegistryKeysUnreachedAndGeneratedTypesByBinaryName() {
    Compilation compilation = compileWithArchive("examples.tracks.{num}.read");

    assertThat(compilation).succeeded();
    List<AclEntry> entries =
        new CompiledClasses(compilation)
            .registries().stream().flatMap(r -> r.entries().stream()).toList();
    assertThat(entries)
        .filteredOn(e -> e.resourceClass().equals("com.example.store.Archive"))
        .singleElement()
        .satisfies(
            e -> {
              assertThat(e.path()).isEqualTo(".../tracks/{num}");
              assertThat(e.methodSignature()).isEqualTo("track()");
              assertThat(e.aclTemplate()).isEqualTo("examples.tracks.{num}.read");
              assertThat(e.source()).isEqualTo(AclSource.EXPLICIT);
            });
    assertThat(entries)
        .filteredOn(e -> e.resourceClass().equals("com.example.store.Orders"))
        .singleElement()
        .satisfies(
            e -> {
              assertThat(e.path()).isEqualTo("/orders/{id}");
              assertThat(e.methodSignature()).isEqualTo("get(com.example.store.OrderId)");
            });
    // Methods without any annotation behind a locator get no entry: the runtime refuses them.
    assertThat(entries)
        .extracting(e -> e.resourceClass() + "#" + e.methodSignature())
        .doesNotContain("com.example.store.CD#cover()", "com.example.store.Ledger#read()")
        .contains(
            "com.example.store.Track#get()",
            "com.example.store.Catalog#entries()",
            "com.example.store.Catalog#schema()");
  }
}
