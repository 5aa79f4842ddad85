package org.aclgen.processor;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import io.swagger.parser.OpenAPIParser;
import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.oas.models.Operation;
import io.swagger.v3.oas.models.PathItem;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.stream.Collectors;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.aclgen.acl.registry.AclEntry;
import org.aclgen.acl.registry.AclEntryTable;
import org.aclgen.acl.registry.AclRegistry;
import org.aclgen.acl.registry.AclSource;
import org.aclgen.acl.registry.Enforcement;
import org.aclgen.processor.PlatformOperation.PlaceholderSource;
import org.aclgen.processor.PlatformProject.Acls;
import org.junit.jupiter.api.Test;

/**
 * The platform's six services (auth, calld, call-logd, chatd, confd, dird), every operation of
 * their published API in one JAX-RS project: with every published ACL given explicitly it compiles
 * without error, and the registry and each service's description hold each operation's ACL; with
 * every ACL derived, the share that equals the published ACL is measured.
 */
class PlatformServicesTest {
  private static final List<PlatformOperation> OPERATIONS = PlatformOperation.load();

  /** The service whose convention for actions the explicit compile accepts. */
  private static final String SILENCED_SERVICE = "auth";

  private static final Map<String, String> ACTIONS =
      Map.of(
          "GET", "read", "HEAD", "read", "OPTIONS", "read", "POST", "create", "PUT", "update",
          "PATCH", "update", "DELETE", "delete");
  private static final String REGISTRY_SERVICES =
      "META-INF/services/" + AclRegistry.class.getName();

  @Test
  void theTableHoldsTheSixServicesPublishedApi() {
    assertThat(OPERATIONS).hasSize(792);
    assertThat(OPERATIONS).filteredOn(o -> o.acl() != null).hasSize(766);
    assertThat(OPERATIONS.stream().map(PlatformOperation::service).distinct())
        .containsExactlyElementsOf(new TreeSet<>(PlatformProject.BASE_PATHS.keySet()));
    assertThat(OPERATIONS).filteredOn(o -> o.correctedFrom() != null).hasSize(11);
    assertThat(OPERATIONS.stream().map(PlatformOperation::key).distinct()).hasSize(792);
    // Once corrected, a placeholder that is not a path variable is one the platform fills from
    // the query or the body.
    assertThat(OPERATIONS)
        .filteredOn(o -> !o.otherPlaceholders().isEmpty())
        .extracting(PlatformOperation::key, PlatformOperation::placeholderFrom)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple(
                "auth POST /users/password/reset", PlaceholderSource.QUERY),
            org.assertj.core.groups.Tuple.tuple("dird POST /graphql", PlaceholderSource.BODY));
  }

  @Test
  void everyPublishedAclCompilesAndIsRegistered() throws Exception {
    Compilation compilation = Explicit.COMPILATION;
    assertThat(compilation.errors()).extracting(PlatformServicesTest::text).isEmpty();
    assertThat(compilation.status()).isEqualTo(Compilation.Status.SUCCESS);

    Map<String, AclEntry> registry = byKey(registry(compilation));

    assertThat(registry.keySet()).containsExactlyInAnyOrderElementsOf(keys(OPERATIONS));
    for (PlatformOperation operation : OPERATIONS) {
      AclEntry entry = registry.get(operation.key());
      if (operation.acl() == null) {
        assertThat(entry.aclTemplate()).as(operation.key()).isEqualTo(operation.service() + ".#");
        assertThat(entry.source()).as(operation.key()).isEqualTo(AclSource.DEFAULT);
      } else {
        assertThat(entry.aclTemplate()).as(operation.key()).isEqualTo(operation.acl());
        assertThat(entry.source()).as(operation.key()).isEqualTo(AclSource.EXPLICIT);
        assertThat(entry.service()).as(operation.key()).isEqualTo(firstWord(operation.acl()));
      }
      assertThat(entry.enforcement())
          .as(operation.key())
          .isEqualTo(
              operation.placeholderFrom() == PlaceholderSource.BODY
                  ? Enforcement.IN_CODE
                  : Enforcement.FILTER);
      assertThat(entry.queryPlaceholders())
          .as(operation.key())
          .isEqualTo(
              operation.placeholderFrom() == PlaceholderSource.QUERY
                  ? Map.of("user_uuid", "java.lang.String")
                  : Map.of());
      assertThat(entry.resourceClass()).startsWith(PlatformProject.packageOf(operation.service()));
    }
  }

  @Test
  void eachServiceDescriptionHoldsExactlyItsOperationsWithTheirAcls() {
    Compilation compilation = Explicit.COMPILATION;

    assertThat(descriptionDocuments(compilation))
        .containsExactlyInAnyOrderElementsOf(PlatformProject.BASE_PATHS.keySet());
    for (String service : PlatformProject.BASE_PATHS.keySet()) {
      Map<String, String> expected = new TreeMap<>();
      for (PlatformOperation operation : OPERATIONS) {
        if (operation.service().equals(service)) {
          expected.put(
              operation.method() + " " + operation.path(),
              operation.acl() == null ? service + ".#" : operation.acl());
        }
      }
      OpenAPI api = description(compilation, service);
      assertThat(api.getServers().get(0).getUrl())
          .isEqualTo(PlatformProject.BASE_PATHS.get(service));
      assertThat(requiredAcls(api)).as("operations of %s", service).isEqualTo(expected);
    }
    Operation reset =
        description(compilation, "auth").getPaths().get("/users/password/reset").getPost();
    assertThat(reset.getParameters())
        .anySatisfy(
            p -> {
              assertThat(p.getName()).isEqualTo("user_uuid");
              assertThat(p.getIn()).isEqualTo("query");
              assertThat(p.getRequired()).isTrue();
            });
    Operation graphql = description(compilation, "dird").getPaths().get("/graphql").getPost();
    assertThat(graphql.getExtensions()).containsEntry("x-acl-checked-in-code", true);
  }

  /**
   * The warnings are the platform's own: operations that publish no ACL (only administrators may
   * call them), call-logd's {@code call_logd.config.*}, and published actions other than the HTTP
   * method's, except for auth, whose convention (an association {@code PUT} as {@code .create}) the
   * option silences for the whole service.
   */
  @Test
  void theWarningsAreThePlatformsConventionsAndNoMore() {
    List<String> warnings =
        Explicit.COMPILATION.warnings().stream().map(PlatformServicesTest::text).toList();
    List<String> actionLints = new ArrayList<>();
    List<String> serviceLints = new ArrayList<>();
    List<String> missing = new ArrayList<>();
    for (PlatformOperation operation : OPERATIONS) {
      if (operation.acl() == null) {
        missing.add(operation.method() + " " + operation.path());
        continue;
      }
      String[] words = operation.acl().split("\\.");
      if (!words[0].equals(operation.service())) {
        serviceLints.add(operation.acl());
      }
      String last = words[words.length - 1];
      if (!operation.service().equals(SILENCED_SERVICE)
          && !last.matches("[*#]|\\{.*")
          && !last.equals(ACTIONS.get(operation.method()))) {
        actionLints.add(operation.acl());
      }
    }
    System.out.printf(
        "Platform lints: %d aclgen.lint.action (auth silenced), %d aclgen.lint.service, %d"
            + " aclgen.missing-acl%n",
        actionLints.size(), serviceLints.size(), missing.size());

    assertThat(warnings)
        .allSatisfy(
            w ->
                assertThat(w).matches("\\[aclgen\\.(lint\\.action|lint\\.service|missing-acl)].*"));
    assertThat(aclsOf(warnings, "[aclgen.lint.action]"))
        .containsExactlyInAnyOrderElementsOf(actionLints);
    assertThat(aclsOf(warnings, "[aclgen.lint.service]"))
        .containsExactlyInAnyOrderElementsOf(serviceLints);
    assertThat(warnings)
        .filteredOn(w -> w.startsWith("[aclgen.missing-acl]"))
        .hasSameSizeAs(missing)
        .allSatisfy(w -> assertThat(missing).anySatisfy(m -> assertThat(w).contains(m + " (")));
  }

  /**
   * The spec as published names 11 placeholders that are not variables of their path (nor query
   * parameters): the operations corrected in the table, each refused in its published form.
   */
  @Test
  void theSpecAsPublishedHasElevenPlaceholderErrors() {
    List<PlatformOperation> published =
        OPERATIONS.stream()
            .filter(o -> o.correctedFrom() != null)
            .map(PlatformOperation::asPublished)
            .toList();
    List<String> expected = new ArrayList<>();
    for (PlatformOperation operation : published) {
      for (String placeholder : operation.otherPlaceholders()) {
        expected.add(
            "[aclgen.placeholder] {%s} is not a path variable of %s %s nor a query parameter"
                .formatted(placeholder, operation.method(), operation.path()));
      }
    }

    Compilation compilation = compile(published, Acls.EXPLICIT);

    assertThat(expected).hasSize(11);
    assertThat(compilation.errors())
        .extracting(e -> text(e).substring(0, text(e).indexOf(" of the method;")))
        .containsExactlyInAnyOrderElementsOf(expected);
  }

  /**
   * The figure of docs/processor.md: how many published ACLs aclgen derives exactly from the
   * service, the path and the HTTP method, all operations compiled with an empty
   * {@code @RequiredAcl}. Written to the test's output with the operations that differ.
   */
  @Test
  void derivedAclsEqualThePublishedOnesForMostOperations() {
    Compilation compilation = compile(OPERATIONS, Acls.DERIVED, "aclgen.registry=resource");
    assertThat(compilation.errors()).extracting(PlatformServicesTest::text).isEmpty();
    Map<String, AclEntry> registry =
        byKey(
            AclEntryTable.parse(
                Fixtures.generatedResource(compilation, "META-INF/aclgen/acl-registry.tsv")
                    .orElseThrow()));

    List<PlatformOperation> published = OPERATIONS.stream().filter(o -> o.acl() != null).toList();
    List<String> differences = new ArrayList<>();
    int equal = 0;
    int equalUncorrected = 0;
    for (PlatformOperation operation : published) {
      AclEntry entry = registry.get(operation.key());
      assertThat(entry.source()).as(operation.key()).isEqualTo(AclSource.DERIVED);
      if (entry.aclTemplate().equals(operation.acl())) {
        equal++;
        equalUncorrected += operation.correctedFrom() == null ? 1 : 0;
      } else {
        differences.add(
            operation.key()
                + "\n    published "
                + operation.acl()
                + "\n    derived   "
                + entry.aclTemplate());
      }
    }
    System.out.printf(
        "Platform parity: aclgen derives the published ACL of %d of %d operations (%d of them"
            + " not among the %d corrected); it differs for:%n  %s%n",
        equal,
        published.size(),
        equalUncorrected,
        OPERATIONS.stream().filter(o -> o.correctedFrom() != null).count(),
        String.join("\n  ", differences));

    assertThat(published).hasSize(766);
    // The spec as published: 698 (its 11 inconsistencies each differ). Corrected: 11 more.
    assertThat(equalUncorrected).isEqualTo(698);
    assertThat(equal).isEqualTo(709);
  }

  /** The compilation with every published ACL explicit, shared by the tests that read it. */
  private static final class Explicit {
    static final Compilation COMPILATION =
        compile(OPERATIONS, Acls.EXPLICIT, "aclgen.lint.action=off:" + SILENCED_SERVICE);
  }

  private static Compilation compile(
      List<PlatformOperation> operations, Acls acls, String... options) {
    List<JavaFileObject> sources = PlatformProject.sources(operations, acls);
    return Fixtures.compiler(options).compile(sources);
  }

  private static List<AclEntry> registry(Compilation compilation) throws Exception {
    String name = Fixtures.generatedResource(compilation, REGISTRY_SERVICES).orElseThrow().strip();
    Class<?> type = new GeneratedClasses(compilation).loadClass(name);
    return ((AclRegistry) type.getConstructor().newInstance()).entries();
  }

  private static Map<String, AclEntry> byKey(List<AclEntry> entries) {
    return entries.stream()
        .collect(
            Collectors.toMap(
                PlatformServicesTest::key,
                Function.identity(),
                (a, b) -> {
                  throw new AssertionError("two registry entries for " + a.path());
                },
                TreeMap::new));
  }

  /** {@code confd GET /users}: the service is that of the resource's package. */
  private static String key(AclEntry entry) {
    String pkg = entry.resourceClass().substring(0, entry.resourceClass().lastIndexOf('.'));
    String service = pkg.substring(pkg.lastIndexOf('.') + 1).replace('_', '-');
    return service + " " + entry.httpMethod() + " " + entry.path();
  }

  private static List<String> keys(List<PlatformOperation> operations) {
    return operations.stream().map(PlatformOperation::key).toList();
  }

  /** The services that have a description: {@code META-INF/aclgen/<service>/openapi.yaml}. */
  private static List<String> descriptionDocuments(Compilation compilation) {
    String prefix = "/CLASS_OUTPUT/META-INF/aclgen/";
    return compilation.generatedFiles().stream()
        .map(f -> f.toUri().getPath())
        .filter(p -> p.contains(prefix) && p.endsWith("/openapi.yaml"))
        .map(p -> p.substring(p.indexOf(prefix) + prefix.length(), p.length() - 13))
        .toList();
  }

  private static OpenAPI description(Compilation compilation, String service) {
    String yaml =
        Fixtures.generatedResource(compilation, "META-INF/aclgen/" + service + "/openapi.yaml")
            .orElseThrow(() -> new AssertionError("no description for " + service));
    var result = new OpenAPIParser().readContents(yaml, null, null);
    assertThat(result.getMessages()).as("parsing the description of %s", service).isEmpty();
    return result.getOpenAPI();
  }

  /** {@code GET /users} to its {@code x-required-acl}, for every operation of a description. */
  private static Map<String, String> requiredAcls(OpenAPI api) {
    Map<String, String> acls = new TreeMap<>();
    for (Map.Entry<String, PathItem> path : api.getPaths().entrySet()) {
      for (Map.Entry<PathItem.HttpMethod, Operation> operation :
          path.getValue().readOperationsMap().entrySet()) {
        Map<String, Object> extensions = operation.getValue().getExtensions();
        acls.put(
            operation.getKey() + " " + path.getKey(),
            extensions == null ? null : (String) extensions.get("x-required-acl"));
      }
    }
    return acls;
  }

  /** The ACLs that the warnings of one id name: {@code ACL 'confd.x.y' ...}. */
  private static List<String> aclsOf(List<String> warnings, String id) {
    return warnings.stream()
        .filter(w -> w.startsWith(id))
        .map(w -> w.substring(w.indexOf("ACL '") + 5, w.indexOf("'", w.indexOf("ACL '") + 5)))
        .toList();
  }

  private static String firstWord(String acl) {
    return acl.substring(0, acl.indexOf('.'));
  }

  private static String text(Diagnostic<? extends JavaFileObject> diagnostic) {
    return diagnostic.getMessage(null);
  }
}
