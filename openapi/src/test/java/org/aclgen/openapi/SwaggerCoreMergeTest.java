package org.aclgen.openapi;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.swagger.v3.core.filter.SpecFilter;
import io.swagger.v3.core.util.Yaml;
import io.swagger.v3.jaxrs2.Reader;
import io.swagger.v3.oas.integration.SwaggerConfiguration;
import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.oas.models.info.Info;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.aclgen.acl.registry.AclEntry;
import org.junit.jupiter.api.Test;

/**
 * {@link AclSpecFilter} and {@link AclReaderListener} on swagger-core's real {@link Reader} over
 * the sample app's resources: every operation carries exactly its registry's ACL, and
 * swagger-parser finds nothing to say.
 */
class SwaggerCoreMergeTest {

  @Test
  void theSpecFilterGivesEveryOperationItsRegistrysAcl() {
    List<AclEntry> entries = SampleAppResources.entries();
    OpenAPI read = reader().read(SampleAppResources.classes(entries));

    OpenAPI filtered =
        new SpecFilter().filter(read, new AclSpecFilter(), Map.of(), Map.of(), Map.of());

    String yaml = Yaml.pretty(filtered);
    JsonNode document = Documents.read(yaml);
    assertThat(Documents.operations(document)).hasSize(entries.size());
    entries.forEach(entry -> Documents.assertCarries(document, "", entry));
    MergeReport report = AclSpecFilter.lastReport();
    assertThat(report.matched()).isEqualTo(entries.size());
    assertThat(report.isComplete()).as(report.describe()).isTrue();
    assertThat(Documents.parserMessages(yaml)).isEmpty();
  }

  @Test
  void theReaderListenerMergesUnderTheApplicationPath() {
    List<AclEntry> confd = SampleAppResources.entries("confd");
    Set<Class<?>> classes = new LinkedHashSet<>(SampleAppResources.classes(confd));
    classes.add(ListeningResource.class);
    Reader reader = reader();
    reader.setApplication(new ConfdApplication());

    String yaml = Yaml.pretty(reader.read(classes));

    JsonNode document = Documents.read(yaml);
    confd.forEach(entry -> Documents.assertCarries(document, "/api/confd/1.1", entry));
    MergeReport report = AclReaderListener.lastReport();
    assertThat(report.basePath()).isEqualTo("/api/confd/1.1");
    assertThat(report.matched()).isEqualTo(confd.size());
    assertThat(report.missingOperations()).isEmpty();
    assertThat(Documents.parserMessages(yaml)).isEmpty();
  }

  @Test
  void operationsNoRegistryKnowsAreReportedAndLeftAlone() {
    Set<Class<?>> classes =
        new LinkedHashSet<>(SampleAppResources.classes(SampleAppResources.entries("calld")));
    classes.add(UnregisteredResource.class);
    OpenAPI read = reader().read(classes);

    OpenAPI filtered =
        new SpecFilter().filter(read, new AclSpecFilter(), Map.of(), Map.of(), Map.of());

    MergeReport report = AclSpecFilter.lastReport();
    assertThat(report.unknownOperations()).containsExactly("GET /unregistered");
    assertThat(report.missingOperations()).isEmpty();
    assertThat(report.matched()).isEqualTo(SampleAppResources.entries("calld").size());
    assertThat(filtered.getPaths().get("/unregistered").getGet().getExtensions()).isNull();
  }

  private static Reader reader() {
    // An application's own document has an info block; the reader alone writes none.
    OpenAPI initial = new OpenAPI().info(new Info().title("sample app").version("1"));
    return new Reader(new SwaggerConfiguration().openAPI(initial));
  }

  /** Brings {@link AclReaderListener} into the scanned classes, as swagger-core finds listeners. */
  public static class ListeningResource extends AclReaderListener {}
}
