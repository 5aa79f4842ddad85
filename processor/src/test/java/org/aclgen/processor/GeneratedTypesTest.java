package org.aclgen.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import java.util.Map;
import javax.tools.JavaFileObject;
import org.aclgen.testsupport.GeneratingProcessor;
import org.junit.jupiter.api.Test;

/**
 * Resources whose parameter and locator types another processor generates in the same build (as
 * Immutables or MapStruct do): they are processed once the types exist, never guessed from names.
 */
class GeneratedTypesTest {
  private static final String REGISTRY = "test.TestAclRegistry";

  /** Generates {@code test.ItemDto} and the sub-resource {@code test.TrackResource}. */
  private static GeneratingProcessor generator() {
    return new GeneratingProcessor(
        Map.of(
            "test.ItemDto",
            "package test; public class ItemDto { public String name; }",
            "test.TrackResource",
            """
            package test;
            public class TrackResource {
              @jakarta.ws.rs.GET
              @org.aclgen.annotations.RequiredAcl
              public ItemDto get() { return null; }
            }
            """));
  }

  private static final JavaFileObject ITEMS =
      JavaFileObjects.forSourceString(
          "test.Items",
          """
          package test;

          import jakarta.ws.rs.*;
          import org.aclgen.annotations.*;

          @Path("/items")
          @RequiredAcl
          public class Items {
            @POST
            public void add(@QueryParam("q") String q, ItemDto item) {}

            @Path("{id}/tracks")
            public TrackResource tracks(@PathParam("id") String id) { return null; }
          }
          """);

  private static Compiler compiler() {
    return Compiler.javac()
        .withOptions("-Aaclgen.service=examples", "-Aaclgen.registryClass=" + REGISTRY);
  }

  @Test
  void typesOfAnotherProcessorAreResolvedInALaterRound() {
    Compilation compilation =
        compiler().withProcessors(new AclProcessor(), generator()).compile(ITEMS);

    assertThat(compilation).succeededWithoutWarnings();
    String registry = Fixtures.generatedSource(compilation, REGISTRY);
    assertThat(registry)
        .contains("add(java.lang.String,test.ItemDto)")
        .containsPattern("examples +GET +/items/\\{id}/tracks +test\\.TrackResource +get\\(\\)");
  }

  @Test
  void typesNoProcessorGeneratesAreReportedAsUnresolved() {
    Compilation compilation = compiler().withProcessors(new AclProcessor()).compile(ITEMS);

    assertThat(compilation).failed();
    assertThat(compilation)
        .hadErrorContaining(
            "[aclgen.unresolved] test.Items was not checked: ItemDto (in add(java.lang.String,"
                + "ItemDto)) could not be resolved after the last round of annotation processing")
        .inFile(ITEMS)
        .onLineContaining("public class Items");
  }
}
