package org.aclgen.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.tools.JavaFileObject;
import org.aclgen.testsupport.GeneratingProcessor;
import org.junit.jupiter.api.Test;

/**
 * The shapes of the public JAX-RS codebases that issue 12 tried (Jersey's bookstore, RESTEasy's
 * database locator, a type another processor generates), in one build: the messages it names.
 */
class TrialShapesTest {
  private static final String REGISTRY = "com.example.store.StoreAclRegistry";
  private static final String MALFORMED = "@RequiredAcl(\"examples..tracks.{nope}.read\")";

  static Compilation compile(List<JavaFileObject> sources) {
    GeneratingProcessor generator =
        new GeneratingProcessor(
            Map.of(
                "com.example.store.OrderDto",
                "package com.example.store; public class OrderDto { public String item; }"));
    return Fixtures.compiler("aclgen.service=examples", "aclgen.registryClass=" + REGISTRY)
        .withProcessors(new AclProcessor(), generator)
        .compile(sources);
  }

  private static JavaFileObject file(List<JavaFileObject> sources, String simpleName) {
    return sources.stream()
        .filter(s -> s.getName().endsWith("/" + simpleName + ".java"))
        .findFirst()
        .orElseThrow();
  }

  /** The trial sources with the malformed ACL corrected, so that the build succeeds. */
  static List<JavaFileObject> validSources() {
    List<JavaFileObject> sources = new ArrayList<>();
    for (JavaFileObject source : Fixtures.sources("trials", Fixtures.Namespace.JAKARTA)) {
      String text = Fixtures.contents(source);
      String name = source.getName().replaceAll("^/|\\.java$", "").replace('/', '.');
      sources.add(
          JavaFileObjects.forSourceString(
              name,
              text.replace(
                  MALFORMED, "@RequiredAcl(\"examples.items.{itemid}.tracks.{num}.read\")")));
    }
    return sources;
  }

  @Test
  void buildMessagesNameWhatTheProcessorCannotSee() {
    List<JavaFileObject> sources = Fixtures.sources("trials", Fixtures.Namespace.JAKARTA);
    Compilation compilation = compile(sources);

    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation)
        .hadErrorContaining(
            "[aclgen.syntax] Malformed ACL template \"examples..tracks.{nope}.read\" at position 9")
        .inFile(file(sources, "Catalog"))
        .onLineContaining(MALFORMED);
    assertThat(compilation).hadWarningCount(3);
    assertThat(compilation)
        .hadWarningContaining(
            "[aclgen.opaque-locator] locator com.example.store.Bookstore.getItem(java.lang.String)"
                + " at /items/{itemid} returns com.example.store.Item (com.example.store.CD adds"
                + " resource methods or locators (getTrack, cover))")
        .inFile(file(sources, "Bookstore"))
        .onLineContaining("public Item getItem(");
    assertThat(compilation)
        .hadWarningContaining(
            "[aclgen.opaque-locator] locator"
                + " com.example.store.Bookstore.getDatabase(java.lang.String) at"
                + " /items/{database}-db returns java.lang.Object")
        .inFile(file(sources, "Bookstore"))
        .onLineContaining("public Object getDatabase(");
    assertThat(compilation)
        .hadWarningContaining(
            "[aclgen.unreached] com.example.store.CD is not reached from a root resource of this"
                + " compilation, so its full path is known only at run time and the runtime"
                + " refuses (403) its resource methods without @RequiredAcl or @PublicResource:"
                + " GET .../cover cover()")
        .inFile(file(sources, "CD"))
        .onLineContaining("public class CD");
  }

  @Test
  void registryHoldsTheUnreachedMethodsAndTheGeneratedTypes() {
    List<JavaFileObject> sources = validSources();
    Compilation compilation = compile(sources);

    assertThat(compilation).succeeded();
    assertThat(Fixtures.generatedSource(compilation, REGISTRY))
        .containsPattern(
            "examples +GET +\\.\\.\\./entries +com\\.example\\.store\\.Catalog +entries\\(\\)"
                + " +examples\\.databases\\.\\{database}\\.entries\\.read +EXPLICIT")
        .containsPattern(
            "examples +GET +\\.\\.\\./schema +com\\.example\\.store\\.Catalog +schema\\(\\) +- +PUBLIC")
        .containsPattern(
            "examples +GET +\\.\\.\\./tracks/\\{num} +com\\.example\\.store\\.Track +get\\(\\)")
        .doesNotContain("cover()");
    // Orders waited for OrderDto: its entry is in the registry of the next round.
    assertThat(Fixtures.generatedSource(compilation, REGISTRY + "2"))
        .containsPattern(
            "examples +POST +/orders +com\\.example\\.store\\.Orders"
                + " +place\\(java\\.lang\\.String,com\\.example\\.store\\.OrderDto\\)");
  }
}
