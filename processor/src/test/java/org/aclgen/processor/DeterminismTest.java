package org.aclgen.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;
import org.aclgen.processor.Fixtures.Namespace;
import org.junit.jupiter.api.Test;

/** The same sources in another order give byte-identical outputs. */
class DeterminismTest {

  @Test
  void sourceOrderDoesNotChangeAnyOutput() {
    List<JavaFileObject> sources = Fixtures.sources("platform", Namespace.JAKARTA);
    List<JavaFileObject> reversed = new ArrayList<>(sources);
    Collections.reverse(reversed);
    List<JavaFileObject> rotated = new ArrayList<>(sources);
    Collections.rotate(rotated, sources.size() / 2);

    Compilation first = compile(sources);
    for (List<JavaFileObject> order : List.of(reversed, rotated)) {
      Compilation other = compile(order);
      for (String path :
          List.of(
              "META-INF/aclgen/confd/openapi.yaml",
              "META-INF/aclgen/calld/openapi.yaml",
              "META-INF/services/org.aclgen.acl.registry.AclRegistry",
              "META-INF/aclgen/operations.tsv")) {
        assertThat(Fixtures.generatedResource(other, path))
            .as(path)
            .isPresent()
            .isEqualTo(Fixtures.generatedResource(first, path));
      }
      String registry = "com/example/CalldConfdAclRegistry.java";
      assertThat(
              other.generatedFile(StandardLocation.SOURCE_OUTPUT, registry).map(Fixtures::contents))
          .isPresent()
          .isEqualTo(
              first
                  .generatedFile(StandardLocation.SOURCE_OUTPUT, registry)
                  .map(Fixtures::contents));
    }
  }

  private static Compilation compile(List<JavaFileObject> sources) {
    Compilation compilation = Fixtures.compiler("aclgen.productPrefix=wazo-").compile(sources);
    assertThat(compilation).succeededWithoutWarnings();
    return compilation;
  }
}
