package org.aclgen.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A message about an annotation on an interface from a jar lands on the compiled class that
 * inherits it, with a file and a line, and names the inherited element.
 */
class InheritedFromJarTest {
  @TempDir Path library;

  /** Compiles {@code lib.ItemsApi} without the processor, as a library jar would ship it. */
  private List<File> classpathWithLibrary() throws IOException {
    Compilation compiled =
        Compiler.javac()
            .compile(
                JavaFileObjects.forSourceString(
                    "lib.ItemsApi",
                    """
                    package lib;

                    import jakarta.ws.rs.*;
                    import org.aclgen.annotations.*;

                    @Path("/items")
                    public interface ItemsApi {
                      @GET
                      @RequiredAcl("examples..items.read")
                      String list();
                    }
                    """));
    assertThat(compiled).succeeded();
    for (JavaFileObject file : compiled.generatedFiles()) {
      if (file.getKind() == JavaFileObject.Kind.CLASS) {
        Path target = library.resolve(file.getName().replaceFirst("^/CLASS_OUTPUT/", ""));
        Files.createDirectories(target.getParent());
        try (InputStream in = file.openInputStream()) {
          Files.copy(in, target);
        }
      }
    }
    List<File> classpath = new ArrayList<>();
    classpath.add(library.toFile());
    for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
      classpath.add(new File(entry));
    }
    return classpath;
  }

  @Test
  void messageOnAnInheritedAnnotationPointsAtTheCompiledClass() throws IOException {
    JavaFileObject items =
        JavaFileObjects.forSourceString(
            "test.Items",
            """
            package test;

            public class Items implements lib.ItemsApi {
              @Override
              public String list() { return ""; } // implementation
            }
            """);

    Compilation compilation =
        Compiler.javac()
            .withProcessors(new AclProcessor())
            .withOptions("-Aaclgen.service=examples")
            .withClasspath(classpathWithLibrary())
            .compile(items);

    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation)
        .hadErrorContaining(
            "[aclgen.syntax] Malformed ACL template \"examples..items.read\" at position 9: empty"
                + " word; write an ACL template such as confd.users.{user_id}.read (on the"
                + " inherited method lib.ItemsApi.list())")
        .inFile(items)
        .onLineContaining("// implementation");
  }
}
