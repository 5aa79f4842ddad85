package org.aclgen.runtime.matrix.jersey;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import jakarta.ws.rs.core.Response;
import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.aclgen.acl.registry.AclEntry;
import org.aclgen.acl.registry.AclEntryTable;
import org.aclgen.acl.registry.AclRegistryResources;
import org.aclgen.acl.registry.AclSource;
import org.aclgen.acl.registry.Enforcement;
import org.aclgen.runtime.ApiDescriptionResource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Which description an {@link ApiDescriptionResource} serves, and where it finds it: the service's
 * file under {@code META-INF/aclgen}, through the thread's context class loader first. Run with
 * Jersey for its {@link Response}s.
 */
class JerseyApiDescriptionResourceTest {

  private static final String VOICEMAIL =
      "openapi: 3.1.0\ninfo: {title: voicemail, version: '1'}\n";

  @TempDir Path classes;

  @Test
  void servesTheFileOfItsServiceAsGenerated() throws Exception {
    writeDescription("voicemail", VOICEMAIL);
    try (URLClassLoader loader = loader()) {
      ApiDescriptionResource resource = new ApiDescriptionResource("voicemail", loader);

      assertThat(resource.service()).isEqualTo("voicemail");
      assertThat(body(resource.description())).isEqualTo(VOICEMAIL);
      assertThat(body(resource.description())).as("served again, whole").isEqualTo(VOICEMAIL);
    }
  }

  @Test
  void theFileIsWhereTheProcessorWritesIt() {
    assertThat(ApiDescriptionResource.resourcePath("calld"))
        .isEqualTo("META-INF/aclgen/calld/openapi.yaml");
  }

  @Test
  void byNameItReadsTheContextLoaderThatHasTheFile() throws Exception {
    writeDescription("voicemail", VOICEMAIL);
    try (URLClassLoader loader = loader()) {
      ApiDescriptionResource resource =
          withContext(loader, () -> new ApiDescriptionResource("voicemail"));
      assertThat(body(resource.description())).isEqualTo(VOICEMAIL);
    }
  }

  @Test
  void byNameWithoutTheFileAnywhereItSaysWhereItLooked() throws Exception {
    try (URLClassLoader loader = loader()) {
      for (ClassLoader context : new ClassLoader[] {loader, null}) {
        assertThatThrownBy(
                () -> withContext(context, () -> new ApiDescriptionResource("voicemail")))
            .isInstanceOf(IllegalArgumentException.class)
            .hasMessageStartingWith(
                "[aclgen.no-description] no API description at"
                    + " META-INF/aclgen/voicemail/openapi.yaml");
      }
    }
  }

  @Test
  void byClassWithSeveralServicesItAsksForTheName() throws Exception {
    // The registries of this class path (the request matrix's) and the table name several.
    writeTable("voicemail");
    try (URLClassLoader loader = loader()) {
      assertThatThrownBy(() -> withContext(loader, ApiDescriptionResource::new))
          .isInstanceOf(IllegalStateException.class)
          .hasMessageContaining("confd")
          .hasMessageContaining("voicemail")
          .hasMessageContaining("register new ApiDescriptionResource(\"name\")");
    }
  }

  @Test
  void aServiceNameThatIsNoWordIsRefused() {
    assertThatThrownBy(() -> new ApiDescriptionResource("../etc", getClass().getClassLoader()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("got '../etc'");
  }

  private static String body(Response response) {
    assertThat(response.getStatus()).isEqualTo(200);
    return new String((byte[]) response.getEntity(), StandardCharsets.UTF_8);
  }

  private void writeDescription(String service, String text) throws IOException {
    Path file = classes.resolve(ApiDescriptionResource.resourcePath(service));
    Files.createDirectories(file.getParent());
    Files.writeString(file, text);
  }

  private void writeTable(String... services) throws IOException {
    Path file = classes.resolve(AclRegistryResources.PATH);
    Files.createDirectories(file.getParent());
    List<AclEntry> entries =
        java.util.Arrays.stream(services)
            .map(
                service ->
                    new AclEntry(
                        service,
                        "GET",
                        "/" + service,
                        "x.Resource",
                        "get()",
                        service + ".read",
                        AclSource.EXPLICIT,
                        Map.of(),
                        Map.of(),
                        Enforcement.FILTER))
            .toList();
    Files.writeString(file, AclEntryTable.format(entries));
  }

  private URLClassLoader loader() throws IOException {
    return new URLClassLoader(new URL[] {classes.toUri().toURL()}, getClass().getClassLoader());
  }

  private static <T> T withContext(ClassLoader context, Callable<T> call) throws Exception {
    Thread thread = Thread.currentThread();
    ClassLoader before = thread.getContextClassLoader();
    thread.setContextClassLoader(context);
    try {
      return call.call();
    } finally {
      thread.setContextClassLoader(before);
    }
  }
}
