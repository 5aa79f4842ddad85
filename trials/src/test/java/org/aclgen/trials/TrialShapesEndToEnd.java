package org.aclgen.trials;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import java.time.Duration;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import javax.tools.JavaFileObject;
import org.aclgen.runtime.AclFeature;
import org.aclgen.testing.LocalTokenStore;
import org.aclgen.tokens.TokenServiceUnavailableException;
import org.aclgen.tokens.TokenValidator;
import org.aclgen.tokens.testing.Http;
import org.aclgen.tokens.testing.Http.Reply;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The trial sources of issue 12 compiled by the real aclgen processor (next to a processor that
 * generates a type they use), then served over real HTTP with the registry that build wrote: the
 * build messages and the runtime answers of one and the same build. One subclass per JAX-RS
 * implementation.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
public abstract class TrialShapesEndToEnd {
  private static final String STORE = "com.example.store.";

  /** The ACLs of a reader: one track, one catalog, one order, one trace. */
  protected static final List<String> READER_ACL =
      List.of(
          "examples.items.cd7.tracks.2.read",
          "examples.databases.catalog.entries.read",
          "examples.orders.42.read",
          "examples.trace.7.read");

  protected final LocalTokenStore store = new LocalTokenStore();

  /** The validator the feature asks: the store, or one that cannot reach its token service. */
  private volatile TokenValidator validator = store;

  private final List<JavaFileObject> sources = TrialBuild.sources();
  private Compilation compilation;
  private AtomicInteger locatorCalls;
  private Served served;
  protected String admin;
  protected String reader;

  /** Serves {@code resources} with the feature that {@code feature} builds. */
  protected abstract Served serve(Set<Class<?>> resources, AclFeature.Builder feature)
      throws Exception;

  @BeforeAll
  void compileAndServe() throws Exception {
    compilation = TrialBuild.compile(sources);
    assertThat(compilation).succeeded();
    CompiledClasses classes = new CompiledClasses(compilation);
    Class<?> bookstore = classes.load(STORE + "Bookstore");
    locatorCalls = (AtomicInteger) bookstore.getField("LOCATOR_CALLS").get(null);
    Set<Class<?>> roots = new LinkedHashSet<>(List.of(bookstore, classes.load(STORE + "Orders")));
    served =
        serve(
            roots,
            AclFeature.builder(token -> validator.validate(token))
                .registries(classes.registries()));
    admin = store.issue("admin", List.of("examples.#"), Duration.ofHours(1)).token();
    reader = store.issue("reader", READER_ACL, Duration.ofHours(1)).token();
  }

  @AfterAll
  void stop() {
    if (served != null) {
      served.close();
    }
  }

  protected Reply get(String path, String... headers) {
    return Http.get(served.baseUrl() + path, headers);
  }

  protected static void assertError(Reply reply, int status, String errorId) {
    assertThat(reply.status()).as(reply.body()).isEqualTo(status);
    assertThat(reply.header("Content-Type")).startsWith("application/json");
    assertThat(reply.json())
        .containsEntry("error_id", errorId)
        .containsKeys("message", "details", "timestamp");
  }

  @Test
  void theBuildWarnsAboutWhatTheProcessorCannotSee() {
    assertThat(compilation).hadErrorCount(0);
    assertThat(compilation)
        .hadWarningContaining(
            "[aclgen.opaque-locator] locator com.example.store.Bookstore.getItem(java.lang.String)"
                + " at /items/{itemid} returns com.example.store.Item (com.example.store.CD adds"
                + " resource methods or locators (getTrack, cover))")
        .inFile(TrialBuild.source(sources, "Bookstore"))
        .onLineContaining("public Item getItem(");
    assertThat(compilation)
        .hadWarningContaining(
            "[aclgen.opaque-locator] locator"
                + " com.example.store.Bookstore.getDatabase(java.lang.String) at"
                + " /items/{database}-db returns java.lang.Object")
        .inFile(TrialBuild.source(sources, "Bookstore"))
        .onLineContaining("public Object getDatabase(");
    assertThat(compilation)
        .hadWarningContaining(
            "[aclgen.unreached] com.example.store.CD is not reached from a root resource of this"
                + " compilation, so its full path is known only at run time and the runtime"
                + " refuses (403) its resource methods without @RequiredAcl or @PublicResource:"
                + " GET .../cover cover()")
        .inFile(TrialBuild.source(sources, "CD"))
        .onLineContaining("public class CD");
    assertThat(compilation)
        .hadWarningContaining(
            "[aclgen.unreached] com.example.store.Ledger is not reached from a root resource of"
                + " this compilation, so its full path is known only at run time and the runtime"
                + " refuses (403) its resource methods without @RequiredAcl or @PublicResource:"
                + " GET ... read()")
        .inFile(TrialBuild.source(sources, "Ledger"))
        .onLineContaining("public class Ledger");
    assertThat(compilation).hadWarningCount(4);
  }

  /** Paths behind locators: an unknown item (404 with a token), hidden and unlisted methods. */
  @ParameterizedTest
  @ValueSource(
      strings = {
        "/items/999",
        "/items/7",
        "/items/cd7/tracks/2",
        "/items/cd7/cover",
        "/items/catalog-db/entries",
        "/items/ledger-db",
        "/orders/42"
      })
  void noLocatorRunsWithoutAValidToken(String path) {
    int before = locatorCalls.get();
    assertError(get(path), 401, "unauthorized");
    assertError(get(path, "X-Auth-Token", "no-such-token"), 401, "unauthorized");
    assertThat(locatorCalls.get()).as("locator calls").isEqualTo(before);
  }

  @Test
  void anUnreachableTokenServiceIs503BeforeAnyLocatorRuns() {
    validator =
        token -> {
          throw new TokenServiceUnavailableException("the token service is down");
        };
    try {
      int before = locatorCalls.get();
      assertError(
          get("/items/999", "X-Auth-Token", admin), 503, "authentication-server-unreachable");
      assertThat(locatorCalls.get()).isEqualTo(before);
    } finally {
      validator = store;
    }
  }

  @Test
  void withAValidTokenTheLocatorsRunAndTheirAnswersStand() {
    int before = locatorCalls.get();
    assertThat(get("/items/7", "X-Auth-Token", admin).body()).isEqualTo("item 7");
    assertThat(get("/items/999", "X-Auth-Token", admin).status()).isEqualTo(404);
    assertThat(locatorCalls.get()).isEqualTo(before + 2);
  }

  @Test
  void theExplicitAclBehindThePolymorphicLocatorIsEnforced() {
    assertThat(get("/items/cd7/tracks/2", "X-Auth-Token", reader).body())
        .isEqualTo("track 2 of cd7");
    Reply other = get("/items/cd7/tracks/3", "X-Auth-Token", reader);
    assertError(other, 403, "forbidden");
    assertThat(other.detail("required_acl")).isEqualTo("examples.items.cd7.tracks.3.read");
  }

  @Test
  void theExplicitAclBehindTheObjectLocatorIsEnforced() {
    assertThat(get("/items/catalog-db/entries", "X-Auth-Token", reader).body())
        .isEqualTo("entries");
    String other = store.issue("carol", List.of("examples.orders.#"), Duration.ofHours(1)).token();
    Reply refused = get("/items/catalog-db/entries", "X-Auth-Token", other);
    assertError(refused, 403, "forbidden");
    assertThat(refused.detail("required_acl")).isEqualTo("examples.databases.catalog.entries.read");
  }

  /** Jersey answered a 500 HTML page here, RESTEasy a 500 naming a resource method. */
  @ParameterizedTest
  @ValueSource(strings = {"/items/cd7/cover", "/items/ledger-db"})
  void aMethodWithoutAnnotationBehindALocatorIsA403NamingNothingInternal(String path) {
    for (int i = 0; i < 2; i++) {
      Reply reply = get(path, "X-Auth-Token", admin);
      assertError(reply, 403, "forbidden");
      assertThat(reply.body())
          .doesNotContain("com.example", "CD", "Ledger", "cover", "read(", "#", "org.aclgen");
    }
  }

  @Test
  void aMethodTakingAGeneratedTypeIsListedAndEnforced() {
    assertThat(get("/orders/42", "X-Auth-Token", reader).body()).isEqualTo("order 42");
    Reply other = get("/orders/43", "X-Auth-Token", reader);
    assertError(other, 403, "forbidden");
    assertThat(other.detail("required_acl")).isEqualTo("examples.orders.43.read");
  }

  @Test
  void publicOperationsNeedNoTokenUnlessALocatorHidesTheirPath() {
    assertThat(get("/items/about").body()).isEqualTo("anonymous");
    assertThat(get("/items/about", "X-Auth-Token", "no-such-token").body()).isEqualTo("anonymous");
    assertThat(get("/items/about", "X-Auth-Token", reader).body()).isEqualTo("reader");
    // Behind the Object locator the full path is known only after matching: a token is needed.
    int before = locatorCalls.get();
    assertError(get("/items/catalog-db/schema"), 401, "unauthorized");
    assertThat(locatorCalls.get()).isEqualTo(before);
    String nobody = store.issue("nobody", List.of("examples.none"), Duration.ofHours(1)).token();
    assertThat(get("/items/catalog-db/schema", "X-Auth-Token", nobody).body()).isEqualTo("schema");
  }
}
