package org.aclgen.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import java.util.List;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;
import org.aclgen.annotations.RequiredAcl;
import org.aclgen.processor.Fixtures.Namespace;
import org.junit.jupiter.api.Test;

/**
 * Without the runtime on the compile class path, for ACLs enforced some other way ({@code
 * -Aaclgen.runtime=elsewhere}), only the API descriptions are written.
 */
class DocsOnlyTest {

  @Test
  void withoutTheRuntimeNoRegistryIsGenerated() {
    Compilation compilation =
        Fixtures.compiler("aclgen.productPrefix=wazo-", "aclgen.runtime=elsewhere")
            .withClasspath(
                List.of(
                    Fixtures.jarOf(RequiredAcl.class), Fixtures.jarOf(jakarta.ws.rs.Path.class)))
            .compile(Fixtures.sources("platform", Namespace.JAKARTA));

    assertThat(compilation).succeededWithoutWarnings();
    assertThat(Fixtures.generatedResource(compilation, "META-INF/aclgen/confd/openapi.yaml"))
        .isPresent();
    assertThat(
            Fixtures.generatedResource(
                compilation, "META-INF/services/org.aclgen.acl.registry.AclRegistry"))
        .isEmpty();
    assertThat(compilation.generatedFiles())
        .noneMatch(f -> f.getKind() == JavaFileObject.Kind.SOURCE);
    assertThat(
            compilation.generatedFile(
                StandardLocation.SOURCE_OUTPUT, "com/example/CalldConfdAclRegistry.java"))
        .isEmpty();
  }

  @Test
  void withoutTheRuntimeNoRegistryTableIsWritten() {
    Compilation compilation =
        Fixtures.compiler(
                "aclgen.productPrefix=wazo-",
                "aclgen.registry=resource",
                "aclgen.runtime=elsewhere")
            .withClasspath(
                List.of(
                    Fixtures.jarOf(RequiredAcl.class), Fixtures.jarOf(jakarta.ws.rs.Path.class)))
            .compile(Fixtures.sources("platform", Namespace.JAKARTA));

    assertThat(compilation).succeededWithoutWarnings();
    assertThat(Fixtures.generatedResource(compilation, "META-INF/aclgen/confd/openapi.yaml"))
        .isPresent();
    assertThat(Fixtures.generatedResource(compilation, "META-INF/aclgen/acl-registry.tsv"))
        .isEmpty();
  }
}
