package org.aclgen.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import org.aclgen.processor.Fixtures.Namespace;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The generated registry and descriptions of the platform fixture, against golden files. */
class GoldenOutputTest {
  private static Compilation jakarta;

  @BeforeAll
  static void compile() {
    jakarta = PermissionModelFixtureTest.compilePlatform(Namespace.JAKARTA);
    assertThat(jakarta).succeededWithoutWarnings();
  }

  @Test
  void registrySource() {
    Golden.assertMatches(
        "CalldConfdAclRegistry.java",
        Fixtures.generatedSource(jakarta, PermissionModelFixtureTest.REGISTRY));
  }

  @ParameterizedTest
  @org.junit.jupiter.params.provider.ValueSource(strings = {"confd", "calld"})
  void apiDescription(String service) {
    Golden.assertMatches(
        service + "-openapi.yaml",
        Fixtures.generatedResource(jakarta, "META-INF/aclgen/" + service + "/openapi.yaml")
            .orElseThrow());
  }

  @Test
  void serviceLoaderFile() {
    assertThat(
            Fixtures.generatedResource(
                jakarta, "META-INF/services/org.aclgen.acl.registry.AclRegistry"))
        .contains(PermissionModelFixtureTest.REGISTRY + "\n");
  }

  @ParameterizedTest
  @EnumSource(Namespace.class)
  void bothNamespacesGiveTheSameOutput(Namespace namespace) {
    Compilation other = PermissionModelFixtureTest.compilePlatform(namespace);
    assertThat(Fixtures.generatedSource(other, PermissionModelFixtureTest.REGISTRY))
        .isEqualTo(Fixtures.generatedSource(jakarta, PermissionModelFixtureTest.REGISTRY));
    for (String service : new String[] {"confd", "calld"}) {
      String path = "META-INF/aclgen/" + service + "/openapi.yaml";
      assertThat(Fixtures.generatedResource(other, path))
          .isEqualTo(Fixtures.generatedResource(jakarta, path));
    }
  }
}
