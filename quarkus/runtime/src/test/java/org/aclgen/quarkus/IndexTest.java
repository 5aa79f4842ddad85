package org.aclgen.quarkus;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.jboss.jandex.ClassInfo;
import org.jboss.jandex.DotName;
import org.jboss.jandex.Index;
import org.jboss.jandex.IndexReader;
import org.junit.jupiter.api.Test;

/**
 * The Jandex index of this jar, which Quarkus reads instead of scanning the jar: it lists every
 * class of aclgen-quarkus and the runtime's {@code ApiDescriptionResource}, so that an application
 * built on the jars deploys the resource (the runtime's own index lists the guard alone). The stack
 * tests cannot see this: Quarkus scans the reactor's class folders whole.
 */
class IndexTest {

  private static final Path CLASSES = Path.of("target", "classes");

  @Test
  void theIndexListsTheRuntimesApiDescriptionResource() throws IOException {
    ClassInfo resource = index().getClassByName("org.aclgen.runtime.ApiDescriptionResource");

    assertThat(resource).as("ApiDescriptionResource in the index").isNotNull();
    assertThat(
            resource
                .declaredAnnotation(DotName.createSimple("jakarta.ws.rs.Path"))
                .value()
                .asString())
        .isEqualTo("api/api.yml");
  }

  @Test
  void theIndexListsEveryClassOfThisJar() throws IOException {
    Index index = index();
    List<String> classes;
    try (Stream<Path> files = Files.walk(CLASSES)) {
      classes =
          files
              .map(f -> CLASSES.relativize(f).toString())
              .filter(name -> name.endsWith(".class") && !name.endsWith("package-info.class"))
              .map(name -> name.substring(0, name.length() - 6).replace('/', '.'))
              .toList();
    }

    assertThat(classes).contains(AclQuarkusFeature.class.getName());
    assertThat(classes).allSatisfy(name -> assertThat(index.getClassByName(name)).isNotNull());
  }

  private static Index index() throws IOException {
    try (InputStream in = Files.newInputStream(CLASSES.resolve("META-INF/jandex.idx"))) {
      return new IndexReader(in).read();
    }
  }
}
