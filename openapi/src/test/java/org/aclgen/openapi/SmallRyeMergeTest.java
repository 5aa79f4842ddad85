package org.aclgen.openapi;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.smallrye.config.PropertiesConfigSource;
import io.smallrye.config.SmallRyeConfigBuilder;
import io.smallrye.openapi.api.SmallRyeOpenAPI;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.aclgen.acl.registry.AclEntry;
import org.eclipse.microprofile.config.Config;
import org.eclipse.microprofile.openapi.OASFilter;
import org.jboss.jandex.IndexView;
import org.jboss.jandex.Indexer;
import org.junit.jupiter.api.Test;

/**
 * {@link AclOasFilter} in SmallRye OpenAPI's real scanner over the sample app's resources: every
 * operation carries exactly its registry's ACL, and swagger-parser finds nothing to say.
 */
class SmallRyeMergeTest {

  @Test
  void registeredByMpOpenapiFilterEveryOperationCarriesItsRegistrysAcl() {
    List<AclEntry> entries = SampleAppResources.entries();
    Config config =
        new SmallRyeConfigBuilder()
            .withSources(
                new PropertiesConfigSource(
                    Map.of("mp.openapi.filter", AclOasFilter.class.getName()), "test", 500))
            .build();

    String yaml = scan(SampleAppResources.classes(entries), config, List.of());

    JsonNode document = Documents.read(yaml);
    assertThat(Documents.operations(document)).hasSize(entries.size());
    entries.forEach(entry -> Documents.assertCarries(document, "", entry));
    assertThat(
            document.path("components").path("securitySchemes").path("token").path("name").asText())
        .isEqualTo("X-Auth-Token");
    MergeReport report = AclOasFilter.lastReport();
    assertThat(report.matched()).isEqualTo(entries.size());
    assertThat(report.isComplete()).as(report.describe()).isTrue();
    assertThat(Documents.parserMessages(yaml)).isEmpty();
  }

  @Test
  void pathsUnderTheApplicationPathAreMatched() {
    List<AclEntry> confd = SampleAppResources.entries("confd");
    Set<Class<?>> classes = new java.util.LinkedHashSet<>(SampleAppResources.classes(confd));
    classes.add(ConfdApplication.class);

    String yaml = scan(classes, null, List.of(new AclOasFilter(Set.of("confd"))));

    JsonNode document = Documents.read(yaml);
    confd.forEach(entry -> Documents.assertCarries(document, "/api/confd/1.1", entry));
    MergeReport report = AclOasFilter.lastReport();
    assertThat(report.basePath()).isEqualTo("/api/confd/1.1");
    assertThat(report.matched()).isEqualTo(confd.size());
    assertThat(report.isComplete()).as(report.describe()).isTrue();
    assertThat(Documents.parserMessages(yaml)).isEmpty();
  }

  @Test
  void theRuntimesOwnDescriptionIsAPublicOperationNotAnUnknownOne() {
    // Quarkus deploys ApiDescriptionResource by itself; no registry lists it.
    List<AclEntry> confd = SampleAppResources.entries("confd");
    Set<Class<?>> classes = new java.util.LinkedHashSet<>(SampleAppResources.classes(confd));
    classes.add(ConfdApplication.class);
    classes.add(org.aclgen.runtime.ApiDescriptionResource.class);

    String yaml = scan(classes, null, List.of(new AclOasFilter(Set.of("confd"))));

    JsonNode description =
        Documents.read(yaml).path("paths").path("/api/confd/1.1/api/api.yml").path("get");
    assertThat(description.path("security").isArray()).as(yaml).isTrue();
    assertThat(description.path("security")).isEmpty();
    assertThat(description.path("description").asText()).startsWith("**Public:** no token needed");
    assertThat(description.has("x-required-acl")).isFalse();
    MergeReport report = AclOasFilter.lastReport();
    assertThat(report.matched()).isEqualTo(confd.size() + 1);
    assertThat(report.isComplete()).as(report.describe()).isTrue();
  }

  @Test
  void operationsNoRegistryKnowsAndRegistryOperationsMissingAreReported() {
    List<AclEntry> confd = SampleAppResources.entries("confd");
    Set<Class<?>> classes = new java.util.LinkedHashSet<>(SampleAppResources.classes(confd));
    classes.removeIf(c -> c.getSimpleName().equals("ExtensionsResource"));
    classes.add(UnregisteredResource.class);

    String yaml = scan(classes, null, List.of(new AclOasFilter()));

    MergeReport report = AclOasFilter.lastReport();
    assertThat(report.unknownOperations()).containsExactly("GET /unregistered");
    assertThat(report.missingOperations())
        .contains("confd GET /extensions", "confd POST /extensions")
        .allMatch(op -> op.startsWith("confd "));
    assertThat(report.otherServices()).contains("calld", "auth");
    JsonNode unregistered = Documents.read(yaml).path("paths").path("/unregistered").path("get");
    assertThat(unregistered.has("x-required-acl") || unregistered.has("security")).isFalse();
  }

  private static String scan(Set<Class<?>> classes, Config config, Collection<OASFilter> filters) {
    SmallRyeOpenAPI.Builder builder =
        SmallRyeOpenAPI.builder()
            .withIndex(index(classes))
            .enableModelReader(false)
            .enableStandardStaticFiles(false)
            .withFilters(filters);
    if (config != null) {
      builder.withConfig(config);
    }
    return builder.build().toYAML();
  }

  private static IndexView index(Set<Class<?>> classes) {
    Indexer indexer = new Indexer();
    try {
      for (Class<?> c : classes) {
        indexer.indexClass(c);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return indexer.complete();
  }
}
