package org.aclgen.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Resources whose parameter and locator types another processor generates in the same build (as
 * Immutables or MapStruct do): they are processed once the types exist, never guessed from names.
 */
class GeneratedTypesTest {
  private static final String REGISTRY = "test.TestAclRegistry";

  /** Generates {@code test.ItemDto} and the sub-resource {@code test.TrackResource} in round 1. */
  static final class GeneratingProcessor extends AbstractProcessor {
    @Override
    public Set<String> getSupportedAnnotationTypes() {
      return Set.of("*");
    }

    @Override
    public SourceVersion getSupportedSourceVersion() {
      return SourceVersion.latestSupported();
    }

    @Override
    public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
      if (processingEnv.getElementUtils().getTypeElement("test.ItemDto") == null
          && !round.processingOver()) {
        write("test.ItemDto", "package test; public class ItemDto { public String name; }");
        write(
            "test.TrackResource",
            """
            package test;
            public class TrackResource {
              @jakarta.ws.rs.GET
              @org.aclgen.annotations.RequiredAcl
              public ItemDto get() { return null; }
            }
            """);
      }
      return false;
    }

    private void write(String name, String text) {
      try (Writer writer = processingEnv.getFiler().createSourceFile(name).openWriter()) {
        writer.write(text);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
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
        compiler().withProcessors(new AclProcessor(), new GeneratingProcessor()).compile(ITEMS);

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
