package org.aclgen.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.awaitility.Awaitility.await;

import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.container.PreMatching;
import jakarta.ws.rs.container.ResourceInfo;
import jakarta.ws.rs.core.FeatureContext;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.aclgen.acl.registry.AclEntry;
import org.aclgen.acl.registry.AclSource;
import org.aclgen.acl.registry.Enforcement;
import org.aclgen.runtime.decisions.AuditLog;
import org.aclgen.runtime.decisions.Decision;
import org.aclgen.runtime.decisions.DecisionListener;
import org.aclgen.runtime.decisions.Reason;
import org.aclgen.runtime.decisions.TokenValidation;
import org.aclgen.testsupport.LogCapture;
import org.aclgen.tokens.TokenValidator;
import org.jboss.resteasy.aclgentest.ImplementationPackageResource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Startup decisions of {@link AclFeature}; requests are covered by the request matrix. */
class AclFeatureTest {

  private static final TokenValidator NOBODY = token -> Optional.empty();

  /** A resource class for the registry entries below. */
  static class Resource {
    public String get(String id) {
      return id;
    }

    public String open() {
      return "open";
    }

    public String other() {
      return "other";
    }
  }

  private static AclEntry entry(String method, String acl, AclSource source) {
    return new AclEntry(
        "confd",
        "GET",
        "/things/{id}",
        Resource.class.getName(),
        method,
        acl,
        source,
        Map.of(),
        Map.of(),
        Enforcement.FILTER);
  }

  private static final AclEntry GET =
      entry("get(java.lang.String)", "confd.things.{id}.read", AclSource.DERIVED);
  private static final AclEntry OPEN = entry("open()", null, AclSource.PUBLIC);

  private record Registered(Object component, int priority) {}

  private static List<Registered> configure(AclFeature feature, Class<?> type, String method)
      throws Exception {
    return configure(
        feature,
        type,
        type.getMethod(
            method, method.equals("get") ? new Class<?>[] {String.class} : new Class<?>[0]));
  }

  /** What the authorization registers for one deployed method. */
  private static List<Registered> configure(AclFeature feature, Class<?> type, Method method) {
    return configure(feature, type, method, false);
  }

  /**
   * What the authorization registers for one deployed method: through the feature's dynamic
   * feature, or, {@code direct}, through {@link AclFeature#authorize} as a stack's own does.
   */
  private static List<Registered> configure(
      AclFeature feature, Class<?> type, Method method, boolean direct) {
    List<Registered> registered = new ArrayList<>();
    ResourceInfo info =
        new ResourceInfo() {
          @Override
          public Method getResourceMethod() {
            return method;
          }

          @Override
          public Class<?> getResourceClass() {
            return type;
          }
        };
    FeatureContext context =
        (FeatureContext)
            Proxy.newProxyInstance(
                AclFeatureTest.class.getClassLoader(),
                new Class<?>[] {FeatureContext.class},
                (proxy, called, args) -> {
                  if (called.getName().equals("register") && args.length == 2) {
                    registered.add(new Registered(args[0], (Integer) args[1]));
                    return proxy;
                  }
                  throw new UnsupportedOperationException(called.getName());
                });
    if (direct) {
      feature.authorize(info, context);
    } else {
      authorization(feature).configure(info, context);
    }
    return registered;
  }

  /** What the feature registers as a {@link jakarta.ws.rs.core.Feature}, in order. */
  private static List<Registered> registered(AclFeature feature) {
    List<Registered> registered = new ArrayList<>();
    FeatureContext context =
        (FeatureContext)
            Proxy.newProxyInstance(
                AclFeatureTest.class.getClassLoader(),
                new Class<?>[] {FeatureContext.class},
                (proxy, called, args) -> {
                  if (called.getName().equals("register")) {
                    registered.add(
                        new Registered(args[0], args.length == 2 ? (Integer) args[1] : -1));
                    return proxy;
                  }
                  if (called.getName().equals("getConfiguration")) {
                    return null;
                  }
                  if (called.getName().equals("property")) {
                    return proxy;
                  }
                  throw new UnsupportedOperationException(called.getName());
                });
    assertThat(feature.configure(context)).isTrue();
    return registered;
  }

  private static AuthorizationFeature authorization(AclFeature feature) {
    return registered(feature).stream()
        .map(Registered::component)
        .filter(AuthorizationFeature.class::isInstance)
        .map(AuthorizationFeature.class::cast)
        .findFirst()
        .orElseThrow();
  }

  @Test
  void registersOneAuthorizationFilterPerProtectedMethod() throws Exception {
    AclFeature feature = AclFeature.builder(NOBODY).registries(() -> List.of(GET, OPEN)).build();
    List<Registered> registered = configure(feature, Resource.class, "get");
    assertThat(registered).hasSize(1);
    assertThat(registered.get(0).component()).isInstanceOf(AclFilter.class);
    assertThat(registered.get(0).priority()).isEqualTo(Priorities.AUTHORIZATION);
  }

  @Test
  void aStacksOwnDynamicFeatureAuthorizesThroughTheFeature() throws Exception {
    AclFeature feature = AclFeature.builder(NOBODY).registries(() -> List.of(GET, OPEN)).build();
    List<Registered> registered =
        configure(feature, Resource.class, Resource.class.getMethod("get", String.class), true);
    assertThat(registered).hasSize(1);
    assertThat(registered.get(0).component()).isInstanceOf(AclFilter.class);
    assertThat(registered.get(0).priority()).isEqualTo(Priorities.AUTHORIZATION);
  }

  @Test
  void asAFeatureItRegistersAuthenticationAuthorizationAndTheGuard() {
    AclFeature feature = AclFeature.builder(NOBODY).registries(() -> List.of(GET, OPEN)).build();
    List<Registered> registered = registered(feature);
    assertThat(registered).hasSize(3);
    assertThat(registered.get(0).component()).isInstanceOf(AuthenticationFilter.class);
    assertThat(registered.get(0).component().getClass()).hasAnnotation(PreMatching.class);
    assertThat(registered.get(0).priority()).isEqualTo(Priorities.AUTHENTICATION);
    assertThat(registered.get(1).component()).isInstanceOf(AuthorizationFeature.class);
    assertThat(registered.get(2).component()).isInstanceOf(AuthorizationGuard.class);
    assertThat(registered.get(2).priority()).isGreaterThan(Priorities.AUTHORIZATION);
  }

  @Test
  void publicMethodsAndTheApiDescriptionOnlyTellTheGuard() throws Exception {
    AclFeature feature = AclFeature.builder(NOBODY).registries(() -> List.of(GET, OPEN)).build();
    assertThat(configure(feature, Resource.class, "open"))
        .extracting(registered -> registered.component().getClass().getName())
        .containsExactly(PublicOperationFilter.class.getName());
    assertThat(configure(feature, ApiDescriptionResource.class, "description"))
        .extracting(registered -> registered.component().getClass().getName())
        .containsExactly(PublicOperationFilter.class.getName());
  }

  @Test
  void aResourceInAnImplementationsPackageIsNotLeftOpen() {
    AclFeature feature = AclFeature.builder(NOBODY).registries(() -> List.of(GET)).build();
    assertThatThrownBy(() -> configure(feature, ImplementationPackageResource.class, "other"))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining(ImplementationPackageResource.class.getName() + "#other()");
  }

  @Test
  void unmappedMethodsFailNamingTheMethod() {
    AclFeature feature = AclFeature.builder(NOBODY).registries(() -> List.of(GET)).build();
    assertThatThrownBy(() -> configure(feature, Resource.class, "other"))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining(Resource.class.getName() + "#other()")
        .hasMessageContaining("UnmappedMethods.DEFAULT_ACL");
  }

  @Test
  void noRegistryStopsTheStart() {
    assertThatThrownBy(() -> AclFeature.builder(NOBODY).registries(List.of()).build())
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("found no AclRegistry")
        .hasMessageContaining("aclgen processor")
        .hasMessageContaining("META-INF/services/org.aclgen.acl.registry.AclRegistry")
        .hasMessageContaining("-Aaclgen.registry=resource META-INF/aclgen/acl-registry.tsv");
  }

  @Test
  void malformedTemplatesStopTheStart() {
    AclEntry bad = entry("get(java.lang.String)", "confd..read", AclSource.EXPLICIT);
    assertThatThrownBy(() -> AclFeature.builder(NOBODY).registries(() -> List.of(bad)).build())
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("malformed ACL template for GET /things/{id}")
        .hasMessageContaining("confd..read");
  }

  @Test
  void placeholdersMustBePathVariables() {
    AclEntry bad = entry("get(java.lang.String)", "confd.things.{userId}.read", AclSource.EXPLICIT);
    assertThatThrownBy(() -> AclFeature.builder(NOBODY).registries(() -> List.of(bad)).build())
        .hasMessageContaining("{userId}, which is no path variable of /things/{id}");
  }

  private static AclEntry withQuery(String acl, Map<String, String> query, Enforcement check) {
    return new AclEntry(
        "confd",
        "GET",
        "/things/{id}",
        Resource.class.getName(),
        "get(java.lang.String)",
        acl,
        AclSource.EXPLICIT,
        Map.of(),
        query,
        check);
  }

  @Test
  void placeholdersFromTheQueryAreAccepted() {
    AclEntry query =
        withQuery(
            "confd.things.{id}.{user_uuid}.read",
            Map.of("user_uuid", "java.lang.String"),
            Enforcement.FILTER);
    assertThat(AclFeature.builder(NOBODY).registries(() -> List.of(query)).build()).isNotNull();
  }

  @Test
  void aPathVariableFilledFromTheQueryStopsTheStart() {
    AclEntry bad =
        withQuery("confd.things.{id}.read", Map.of("id", "java.lang.String"), Enforcement.FILTER);
    assertThatThrownBy(() -> AclFeature.builder(NOBODY).registries(() -> List.of(bad)).build())
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("fills {id} from the query, but it is a path variable, which wins");
  }

  @Test
  void aQueryPlaceholderTheTemplateLacksStopsTheStart() {
    AclEntry bad =
        withQuery("confd.things.{id}.read", Map.of("user", "java.lang.String"), Enforcement.FILTER);
    assertThatThrownBy(() -> AclFeature.builder(NOBODY).registries(() -> List.of(bad)).build())
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("fills {user} from the query, but its ACL template")
        .hasMessageContaining("has no such placeholder");
  }

  @Test
  void theCodeFillsThePlaceholdersOfAnAclCheckedInCode() throws Exception {
    AclEntry inCode = withQuery("confd.things.{field}.read", Map.of(), Enforcement.IN_CODE);
    AclFeature feature = AclFeature.builder(NOBODY).registries(() -> List.of(inCode)).build();

    List<Registered> registered = configure(feature, Resource.class, "get");
    assertThat(registered).hasSize(1);
    assertThat(registered.get(0).component()).isInstanceOf(InCodeAclFilter.class);
    assertThat(registered.get(0).priority()).isEqualTo(Priorities.AUTHORIZATION);
  }

  @Test
  void registriesThatDisagreeStopTheStart() {
    AclEntry other = entry("get(java.lang.String)", "confd.things.read", AclSource.EXPLICIT);
    assertThatThrownBy(
            () ->
                AclFeature.builder(NOBODY)
                    .registries(() -> List.of(GET), () -> List.of(other))
                    .build())
        .hasMessageContaining("disagree");
  }

  @Test
  void theDefaultServiceIsInferredOnlyWhenUnambiguous() throws Exception {
    AclFeature feature =
        AclFeature.builder(NOBODY)
            .registries(() -> List.of(GET))
            .unmappedMethods(UnmappedMethods.DEFAULT_ACL)
            .build();
    assertThat(configure(feature, Resource.class, "other")).hasSize(1);
    AclEntry calld =
        new AclEntry(
            "calld",
            "GET",
            "/x",
            "x.X",
            "x()",
            "calld.x.read",
            AclSource.DERIVED,
            Map.of(),
            Map.of(),
            Enforcement.FILTER);
    assertThatThrownBy(
            () ->
                AclFeature.builder(NOBODY)
                    .registries(() -> List.of(GET, calld))
                    .unmappedMethods(UnmappedMethods.DEFAULT_ACL)
                    .build())
        .hasMessageContaining("defaultService");
    assertThatThrownBy(() -> AclFeature.builder(NOBODY).defaultService("confd.users"))
        .hasMessageContaining("one literal ACL word");
  }

  /** A resource with a sub-resource locator, which Quarkus REST hands to dynamic features. */
  @jakarta.ws.rs.Path("/things")
  public static class Locating {
    @jakarta.ws.rs.Path("{id}/lines")
    public Object lines(String id) {
      return new Resource();
    }
  }

  @Test
  void locatorsAreNoOperationsAndGetNoFilter() throws Exception {
    AclFeature feature = AclFeature.builder(NOBODY).registries(() -> List.of(GET)).build();
    Method locator = Locating.class.getMethod("lines", String.class);
    assertThat(AuthorizationFeature.isLocator(Locating.class, locator)).isTrue();
    assertThat(AuthorizationFeature.isLocator(Resource.class, Resource.class.getMethod("other")))
        .isFalse();
    assertThat(configure(feature, Locating.class, locator)).isEmpty();
  }

  @Test
  void aFeatureRegisteredByClassWithoutItsTokenServiceRefusesToStart() {
    assertThatThrownBy(() -> registered(new AclFeature()))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("[aclgen.no-token-service]")
        .hasMessageContaining("aclgen.token-service.url");
  }

  @Test
  void propertiesAreCheckedWhenTheFeatureIsConfigured() {
    assertThatThrownBy(() -> AclProperties.unmapped("sometimes"))
        .hasMessageContaining("aclgen.unmapped-methods must be fail or default-acl, got sometimes");
    assertThat(AclProperties.unmapped("default-acl")).isEqualTo(UnmappedMethods.DEFAULT_ACL);
    assertThat(AclProperties.duration("x", "45")).hasSeconds(45);
    assertThat(AclProperties.duration("x", "PT2M")).hasMinutes(2);
    assertThatThrownBy(() -> AclProperties.duration("aclgen.token-service.cache-period", "soon"))
        .hasMessageContaining("aclgen.token-service.cache-period must be a duration");
  }

  @Test
  void aTokenServiceSettingThatTheTokenLayerRefusesNamesItsProperty() {
    assertThatThrownBy(
            () -> properties(AclProperties.TOKEN_SERVICE_URL, "ftp://tokens.example").builder(null))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageStartingWith(
            "[aclgen.bad-property] the property aclgen.token-service.url is refused:")
        .hasMessageContaining("http or https URL");
    assertThatThrownBy(
            () ->
                properties(
                        AclProperties.TOKEN_SERVICE_URL, "http://127.0.0.1:9497/api/auth/0.1",
                        AclProperties.REQUEST_TIMEOUT, "0")
                    .builder(null))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageStartingWith(
            "[aclgen.bad-property] the property aclgen.token-service.request-timeout is refused:")
        .hasMessageContaining("requestTimeout must be positive");
  }

  /** A listener that {@link java.util.ServiceLoader} finds, for the test below. */
  public static final class DiscoveredListener implements DecisionListener {
    @Override
    public void decided(Decision decision) {}
  }

  @Test
  void theListenersOnTheClassPathAreToldUnlessSwitchedOff(@TempDir Path dir) throws Exception {
    Path services = dir.resolve("META-INF/services/" + DecisionListener.class.getName());
    Files.createDirectories(services.getParent());
    Files.writeString(services, DiscoveredListener.class.getName() + "\n");
    String url = "http://127.0.0.1:9497/api/auth/0.1";
    Thread thread = Thread.currentThread();
    ClassLoader before = thread.getContextClassLoader();
    try (URLClassLoader loader =
        new URLClassLoader(new URL[] {dir.toUri().toURL()}, getClass().getClassLoader())) {
      thread.setContextClassLoader(loader);

      assertThat(properties(AclProperties.TOKEN_SERVICE_URL, url).builder(null).decisionListeners())
          .hasExactlyElementsOfTypes(DiscoveredListener.class);
      assertThat(
              properties(
                      AclProperties.TOKEN_SERVICE_URL,
                      url,
                      AclProperties.DISCOVERED_LISTENERS,
                      "false")
                  .builder(null)
                  .decisionListeners())
          .isEmpty();
      assertThatThrownBy(
              () ->
                  properties(
                          AclProperties.TOKEN_SERVICE_URL,
                          url,
                          AclProperties.DISCOVERED_LISTENERS,
                          "no")
                      .builder(null))
          .isInstanceOf(IllegalStateException.class)
          .hasMessage(
              "[aclgen.bad-property] aclgen.decisions.discovered-listeners must be true or false,"
                  + " got no");
    } finally {
      thread.setContextClassLoader(before);
    }
  }

  @Test
  void theAuditLogOfThePropertiesWritesTheScopeAskedMaskingTheNamedValues() {
    String url = "http://127.0.0.1:9497/api/auth/0.1";
    String owner = "2f6c1a5e-8d0b-4d59-9a53-1c0ad8e7c101";
    Decision granted = decision(Reason.GRANTED, owner);
    Decision refused = decision(Reason.NOT_GRANTED, owner);
    try (LogCapture lines = LogCapture.named(AuditLog.LOGGER)) {
      auditLogs(
              properties(
                  AclProperties.TOKEN_SERVICE_URL,
                  url,
                  AclProperties.AUDIT,
                  "ALL",
                  AclProperties.AUDIT_MASKED,
                  " line_id, ,user_id "))
          .forEach(audit -> audit.decided(granted));
      await().atMost(Duration.ofSeconds(10)).until(() -> !lines.records().isEmpty());
      assertThat(lines.records().get(0).getMessage())
          .contains("\"outcome\":\"allowed\"")
          .contains("\"required_acl\":\"confd.users.***.lines.***.read\"");
    }
    try (LogCapture lines = LogCapture.named(AuditLog.LOGGER)) {
      List<DecisionListener> refusals =
          auditLogs(
              properties(AclProperties.TOKEN_SERVICE_URL, url, AclProperties.AUDIT, "refusals"));
      refusals.forEach(audit -> audit.decided(granted));
      refusals.forEach(audit -> audit.decided(refused));
      await().atMost(Duration.ofSeconds(10)).until(() -> !lines.records().isEmpty());
      assertThat(lines.records())
          .as("the refusal alone, unmasked")
          .singleElement()
          .satisfies(
              line ->
                  assertThat(line.getMessage())
                      .contains("\"outcome\":\"forbidden\"")
                      .contains("confd.users." + owner + ".lines.7.read"));
    }
    assertThat(auditLogs(properties(AclProperties.TOKEN_SERVICE_URL, url))).isEmpty();
    assertThat(
            auditLogs(properties(AclProperties.TOKEN_SERVICE_URL, url, AclProperties.AUDIT, "off")))
        .isEmpty();
    assertThatThrownBy(
            () ->
                properties(AclProperties.TOKEN_SERVICE_URL, url, AclProperties.AUDIT, "some")
                    .builder(null))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("aclgen.audit")
        .hasMessageContaining("some");
  }

  /** The audit logs among the listeners that {@code properties} configure. */
  private static List<DecisionListener> auditLogs(AclProperties properties) {
    return properties.builder(null).decisionListeners().stream()
        .filter(AuditLog.class::isInstance)
        .toList();
  }

  private static Decision decision(Reason reason, String owner) {
    return new Decision(
        Instant.parse("2026-01-01T10:00:00Z"),
        "confd",
        "GET",
        "/users/{user_id}/lines/{line_id}",
        "com.example.Users#line(java.lang.String,java.lang.String)",
        "confd.users.{user_id}.lines.{line_id}.read",
        "confd.users." + owner + ".lines.7.read",
        reason,
        owner,
        null,
        TokenValidation.UNKNOWN,
        null,
        null);
  }

  /** Properties as a JAX-RS {@code Configuration} holds them. */
  private static AclProperties properties(String... namesAndValues) {
    Map<String, String> values = new HashMap<>();
    for (int i = 0; i < namesAndValues.length; i += 2) {
      values.put(namesAndValues[i], namesAndValues[i + 1]);
    }
    return new AclProperties(
        (jakarta.ws.rs.core.Configuration)
            Proxy.newProxyInstance(
                AclFeatureTest.class.getClassLoader(),
                new Class<?>[] {jakarta.ws.rs.core.Configuration.class},
                (proxy, called, args) -> {
                  if (called.getName().equals("getProperty")) {
                    return values.get((String) args[0]);
                  }
                  throw new UnsupportedOperationException(called.getName());
                }));
  }

  /** A resource class of a library, which no registry lists. */
  @jakarta.ws.rs.Path("/openapi.{type:json|yaml}")
  public static class LibraryResource {
    @jakarta.ws.rs.GET
    public String document() {
      return "{}";
    }
  }

  private static List<Registered> configureLibrary(AclFeature feature) throws Exception {
    return configure(feature, LibraryResource.class, LibraryResource.class.getMethod("document"));
  }

  @Test
  void aLibrarysResourceStopsTheStartNamingTheWayToDeclareIt() {
    AclFeature feature = AclFeature.builder(NOBODY).registries(() -> List.of(GET)).build();
    assertThatThrownBy(() -> configureLibrary(feature))
        .hasMessageContaining(".publicResource(" + LibraryResource.class.getName() + ".class)")
        .hasMessageContaining("aclgen.public-resources=" + LibraryResource.class.getName());
  }

  @Test
  void aLibrarysResourceDeclaredPublicIsReachableWithoutAToken() throws Exception {
    AclFeature feature =
        AclFeature.builder(NOBODY)
            .registries(() -> List.of(GET))
            .publicResource(LibraryResource.class)
            .build();
    assertThat(configureLibrary(feature))
        .extracting(registered -> registered.component().getClass().getName())
        .containsExactly(PublicOperationFilter.class.getName());
  }

  @Test
  void aLibrarysResourceDeclaredProtectedRequiresItsAcl() throws Exception {
    AclFeature feature =
        AclFeature.builder(NOBODY)
            .registries(() -> List.of(GET))
            .protectResource(LibraryResource.class, "confd.openapi.read")
            .build();
    List<Registered> registered = configureLibrary(feature);
    assertThat(registered).hasSize(1);
    assertThat(registered.get(0).component()).isInstanceOf(AclFilter.class);
    assertThatThrownBy(
            () ->
                AclFeature.builder(NOBODY)
                    .registries(() -> List.of(GET))
                    .protectResource(LibraryResource.class, "confd..read")
                    .build())
        .hasMessageContaining("malformed ACL template for the resource class");
  }
}
