package org.aclgen.runtime;

import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.container.ResourceInfo;
import jakarta.ws.rs.core.Configurable;
import jakarta.ws.rs.core.Configuration;
import jakarta.ws.rs.core.Feature;
import jakarta.ws.rs.core.FeatureContext;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.aclgen.acl.Acl;
import org.aclgen.acl.registry.AclRegistry;
import org.aclgen.runtime.decisions.AuditLog;
import org.aclgen.runtime.decisions.DecisionListener;
import org.aclgen.tokens.PrincipalTokens;
import org.aclgen.tokens.TokenValidator;

/**
 * Protects every resource method of a JAX-RS application with the ACL that the aclgen processor
 * generated for it; register it once.
 *
 * <pre>{@code
 * resourceConfig.register(new AclFeature(validator));   // Jersey, with a validator built in code
 * resourceConfig.register(AclFeature.class);            // any JAX-RS: configured by properties
 * }</pre>
 *
 * <p>The feature loads every {@link AclRegistry} with {@link java.util.ServiceLoader} and every
 * registry table ({@code -Aaclgen.registry=resource}) (through the thread's context class loader
 * and aclgen's own) and compiles each ACL template once: when built in code, or, registered by
 * class, when JAX-RS configures it. It registers three filters:
 *
 * <ul>
 *   <li>authentication: a {@code @PreMatching} filter at priority {@link Priorities#AUTHENTICATION}
 *       that validates the request's token before JAX-RS matching, so no locator, constructor or
 *       injected field runs for a request without a valid token (401, or 503 when the validator
 *       cannot tell), unless its method and path match a public operation. A valid token becomes
 *       the request's principal, on public operations too;
 *   <li>authorization: a {@link jakarta.ws.rs.container.DynamicFeature} that gives each deployed
 *       resource method a filter at priority {@link Priorities#AUTHORIZATION} holding the method's
 *       compiled template, so the per-request work is one lookup and one match. Sub-resource
 *       locators are no operations and get none;
 *   <li>a guard after them that refuses (500) any matched request no aclgen filter judged, so a
 *       stack that deploys a method without telling the authorization fails closed.
 * </ul>
 *
 * <p>It fails fast: with no registry, with a malformed template, and (unless {@link
 * UnmappedMethods#DEFAULT_ACL} is chosen) with a deployed resource method that no registry lists,
 * the application does not start. A method found only while serving requests (behind a locator
 * whose declared type the processor could not follow) is enforced if a registry lists it (entries
 * whose path starts with {@code ...}), and otherwise refused with a 403 and logged once. Resources
 * built in code get their ACLs from {@link Builder#requireAcl} and {@link Builder#publicOperation}.
 *
 * <p>On Quarkus REST, which applies no dynamic feature that a feature registers, the feature is
 * aclgen-quarkus's to build: without that extension on the class path, every constructor refuses
 * ({@code [aclgen.quarkus-extension-missing]}), and so does the guard that Quarkus REST discovers,
 * so the application does not start.
 */
public final class AclFeature implements Feature {

  private volatile boolean guardedByIntegration;
  private volatile RequestSuspension suspension;
  private AclDeployment deployment;
  private final TokenValidator givenValidator;
  private final PrincipalTokens givenPrincipals;

  // Every constructor, present or future, refuses Quarkus REST without aclgen-quarkus.
  {
    StackChecks.refuseQuarkusRestWithoutTheExtension();
  }

  /**
   * A feature configured by properties, for registration by class ({@code
   * register(AclFeature.class)}) and for discovery: it reads {@code aclgen.token-service.url} and
   * the other properties of the {@linkplain AclProperties table} from the JAX-RS configuration or
   * MicroProfile Config when JAX-RS configures it, and refuses to start without them.
   */
  public AclFeature() {
    this.deployment = null;
    this.givenValidator = null;
    this.givenPrincipals = null;
  }

  /**
   * A feature configured by properties as the {@linkplain #AclFeature() no-argument one} is, but
   * that validates tokens with {@code validator} instead of the token service of {@code
   * aclgen.token-service.url}: for an integration that finds the validator itself (aclgen-quarkus
   * takes the application's {@code TokenValidator} bean, a JWT validator say).
   */
  public static AclFeature configuredByProperties(TokenValidator validator) {
    return configuredByProperties(Objects.requireNonNull(validator, "validator"), null);
  }

  /**
   * As {@link #configuredByProperties(TokenValidator)}, with a reader of the principals the stack
   * has already authenticated ({@link Builder#principalTokens}); either may be null: no validator
   * means the token service of {@code aclgen.token-service.url}, no reader means none.
   */
  public static AclFeature configuredByProperties(
      TokenValidator validator, PrincipalTokens principals) {
    return new AclFeature(validator, principals);
  }

  private AclFeature(TokenValidator validator, PrincipalTokens principals) {
    this.deployment = null;
    this.givenValidator = validator;
    this.givenPrincipals = principals;
  }

  /** A feature with the registries of the class path, failing on unmapped methods. */
  public AclFeature(TokenValidator validator) {
    this(builder(validator));
  }

  private AclFeature(Builder builder) {
    this.deployment = new AclDeployment(builder);
    this.givenValidator = null;
    this.givenPrincipals = null;
  }

  /**
   * The configuration property that adds decision listeners to the feature, whether built in code
   * or configured by properties: a {@link DecisionListener}, or an {@link Iterable} of them, set on
   * the application's configuration ({@code ResourceConfig.property}, {@code
   * Application.getProperties}) before it starts; they are told after the builder's. It is how a
   * framework's integration adds its listeners (aclgen-spring-boot's application events and meters)
   * to a feature the application built.
   */
  public static final String DECISION_LISTENERS = "aclgen.decision-listeners";

  /**
   * Adds {@code listeners} to those that the property {@link #DECISION_LISTENERS} of {@code
   * configurable}'s configuration holds already: for an integration that adds its listeners to an
   * application's ({@code ResourceConfig}, a {@code FeatureContext}).
   */
  public static void addDecisionListeners(
      Configurable<?> configurable, Collection<? extends DecisionListener> listeners) {
    if (listeners.isEmpty()) {
      return;
    }
    Configuration configuration = configurable.getConfiguration();
    Object configured =
        configuration == null ? null : configuration.getProperty(DECISION_LISTENERS);
    List<Object> all = new ArrayList<>();
    if (configured instanceof Iterable<?> many) {
      many.forEach(all::add);
    } else if (configured != null) {
      all.add(configured);
    }
    all.addAll(listeners);
    configurable.property(DECISION_LISTENERS, all);
  }

  /** Starts a feature that validates tokens with {@code validator}. */
  public static Builder builder(TokenValidator validator) {
    return new Builder(validator);
  }

  /**
   * Registers authentication before matching, authorization per resource method and the guard after
   * them; JAX-RS calls it once.
   *
   * @throws IllegalStateException if a feature registered by class lacks a required property, or
   *     its registries cannot be loaded
   */
  @Override
  public boolean configure(FeatureContext context) {
    deployment(context).register(context, false, !guardedByIntegration, suspension);
    return true;
  }

  /**
   * Registers what {@link #configure} registers except the authentication filter before matching,
   * and returns the {@link RequestAuthenticator} that decides what that filter would. Only for an
   * integration that runs the authenticator ahead of the JAX-RS implementation on every request the
   * implementation receives (aclgen-quarkus, in a Vert.x route in front of Quarkus REST); anything
   * less would let sub-resource locators run for requests without a valid token.
   *
   * @throws IllegalStateException as {@link #configure} does, and when the feature reads principals
   *     that the stack authenticated ({@link Builder#principalTokens}), which only a filter sees
   */
  public RequestAuthenticator configureAuthenticatingAhead(FeatureContext context) {
    AclDeployment configured = deployment(context);
    if (configured.readsPrincipals()) {
      throw new IllegalStateException(
          "a feature that reads the principals the stack authenticated must authenticate in its"
              + " filter before matching, where they are set: call configure instead");
    }
    configured.register(context, true, !guardedByIntegration, null);
    return configured.authenticator();
  }

  /**
   * Authorizes one deployed resource method, as the dynamic feature that {@link #configure}
   * registers does. Only for an integration with a stack that applies no dynamic feature registered
   * by a feature, and calls only those it discovers itself: its own discovered {@code
   * DynamicFeature} calls this. (On Quarkus REST, such a stack, the integration is aclgen-quarkus,
   * which runs an {@link #authorizer} in the stack's handler chain; without it the feature is not
   * built there.)
   */
  public void authorize(ResourceInfo resourceInfo, FeatureContext context) {
    deployment(context).authorization().configure(resourceInfo, context);
  }

  /**
   * The authorization of one deployed resource method, for an integration that runs it in the
   * stack's own handler chain instead of registering the filter that {@link #authorize} registers
   * (aclgen-quarkus on Quarkus REST); empty for a sub-resource locator, which is no operation.
   */
  public Optional<MethodAuthorizer> authorizer(ResourceInfo resourceInfo, FeatureContext context) {
    return Optional.ofNullable(deployment(context).authorization().filterFor(resourceInfo))
        .map(MethodAuthorizer::new);
  }

  /**
   * What an integration that authorizes through {@link #authorizer} runs for a deployed method it
   * has no authorizer for: the guard's refusal ({@code 500}, told to the decision listeners), which
   * needs the request's {@code ContainerRequestContext}.
   */
  public MethodAuthorizer unauthorized(FeatureContext context) {
    return new MethodAuthorizer(deployment(context).guard());
  }

  /**
   * Leaves the guard out of what {@link #configure} and {@link #configureAuthenticatingAhead}
   * register, for an integration that runs an {@link #authorizer} (or {@link #unauthorized}) for
   * every method the stack deploys, and so guards every request by construction (aclgen-quarkus on
   * Quarkus REST, through the stack's handler chain). The authorizer sets the principal there,
   * after matching, so the authentication filter before matching sets none: on Quarkus REST, a
   * security context replaced before matching makes the stack rebuild it for every request. Call it
   * before those.
   *
   * @return this feature
   */
  public AclFeature guardedByIntegration() {
    guardedByIntegration = true;
    return this;
  }

  /**
   * Lets the authentication filter before matching that {@link #configure} registers hand a token
   * whose validation would wait on another process (one its validator has not cached) to {@code
   * suspension}, which runs it on a thread that may block while the request waits; every other
   * request is decided where the filter runs. For an integration on a stack that calls filters
   * before matching on a thread that must not block (aclgen-quarkus, on Quarkus REST's I/O thread).
   * Call it before {@link #configure}.
   *
   * @return this feature
   */
  public AclFeature suspendingWith(RequestSuspension suspension) {
    this.suspension = Objects.requireNonNull(suspension, "suspension");
    return this;
  }

  private synchronized AclDeployment deployment(FeatureContext context) {
    if (deployment == null) {
      AclFeature.Builder builder =
          new AclProperties(context.getConfiguration()).builder(givenValidator);
      if (givenPrincipals != null) {
        builder.principalTokens(givenPrincipals);
      }
      deployment = new AclDeployment(builder);
    }
    return deployment;
  }

  /** Configures an {@link AclFeature}; only the validator is required. */
  public static final class Builder {
    private final TokenValidator validator;
    private List<AclRegistry> registries;
    private UnmappedMethods unmappedMethods = UnmappedMethods.FAIL;
    private String defaultService;
    private Clock clock = Clock.systemUTC();
    private final List<DeclaredOperation> declared = new ArrayList<>();
    private final Map<String, String> foreignResources = new LinkedHashMap<>();
    private PrincipalTokens principalTokens;
    private final List<DecisionListener> decisionListeners = new ArrayList<>();

    private Builder(TokenValidator validator) {
      this.validator = Objects.requireNonNull(validator, "validator");
    }

    /** Uses exactly these registries instead of discovering those of the class path. */
    public Builder registries(List<? extends AclRegistry> registries) {
      this.registries = List.copyOf(registries);
      return this;
    }

    /** Uses exactly these registries instead of discovering those of the class path. */
    public Builder registries(AclRegistry... registries) {
      return registries(Arrays.asList(registries));
    }

    /**
     * What to do with a resource method no registry lists; {@link UnmappedMethods#FAIL} if unset.
     */
    public Builder unmappedMethods(UnmappedMethods unmappedMethods) {
      this.unmappedMethods = Objects.requireNonNull(unmappedMethods, "unmappedMethods");
      return this;
    }

    /** The service of {@code <service>.#} for {@link UnmappedMethods#DEFAULT_ACL}. */
    public Builder defaultService(String service) {
      Acl word = Acl.parse(Objects.requireNonNull(service, "service"));
      if (word.words().size() != 1 || !word.isConcrete()) {
        throw new IllegalArgumentException(
            "defaultService must be one literal ACL word, such as confd, got " + service);
      }
      this.defaultService = service;
      return this;
    }

    /**
     * Requires {@code aclTemplate} for an operation that is built in code (Jersey's {@code
     * Resource.builder(...)}) and that the processor therefore cannot see. Its placeholders name
     * variables of {@code path}.
     *
     * <pre>{@code
     * AclFeature.builder(validator)
     *     .requireAcl("TRACE", "/trace", "examples.trace.read")
     *     .requireAcl("GET", "/items/{id}", "examples.items.{id}.read")
     *     .build();
     * }</pre>
     *
     * <p>The handler of such a resource (an {@code Inflector}, a method without JAX-RS annotations)
     * then serves only the operations declared here; a request to it that matches none is refused.
     * Checked when the feature is built.
     *
     * @param httpMethod the HTTP method in upper case, such as {@code GET}
     * @param path the path template relative to the application root, such as {@code /items/{id}}
     */
    public Builder requireAcl(String httpMethod, String path, String aclTemplate) {
      declared.add(
          new DeclaredOperation(
              httpMethod, path, Objects.requireNonNull(aclTemplate, "aclTemplate")));
      return this;
    }

    /**
     * Declares a public operation (no token needed) among those built in code; see {@link
     * #requireAcl}.
     */
    public Builder publicOperation(String httpMethod, String path) {
      declared.add(new DeclaredOperation(httpMethod, path, null));
      return this;
    }

    /**
     * Declares public every method of {@code resourceClass} (and of its subclasses), a resource
     * class that the application did not write and the processor never saw, such as swagger-core's
     * {@code OpenApiResource} or a library's health endpoint. Its operations are reachable without
     * a token.
     */
    public Builder publicResource(Class<?> resourceClass) {
      return publicResource(Objects.requireNonNull(resourceClass, "resourceClass").getName());
    }

    /** As {@link #publicResource(Class)}, by the class's binary name. */
    public Builder publicResource(String resourceClassName) {
      foreignResources.put(Objects.requireNonNull(resourceClassName, "resourceClassName"), null);
      return this;
    }

    /**
     * Requires {@code aclTemplate} for every method of {@code resourceClass} (and of its
     * subclasses), a resource class that the application did not write and the processor never saw,
     * such as a library's admin endpoint. A placeholder names a path variable; a request whose path
     * gives it no value is refused.
     */
    public Builder protectResource(Class<?> resourceClass, String aclTemplate) {
      foreignResources.put(
          Objects.requireNonNull(resourceClass, "resourceClass").getName(),
          Objects.requireNonNull(aclTemplate, "aclTemplate"));
      return this;
    }

    /**
     * Authorizes a request that the stack has already authenticated (Quarkus OIDC, MicroProfile
     * JWT, a servlet container) with the token its principal stands for, as {@code principals}
     * reads it, instead of validating the request's token: the validator then judges only the
     * requests without such a principal.
     */
    public Builder principalTokens(PrincipalTokens principals) {
      this.principalTokens = Objects.requireNonNull(principals, "principals");
      return this;
    }

    /**
     * Tells {@code listener} of every request the feature judges (and of every {@code requireAcl}
     * check in code), once its verdict is taken; add {@link AuditLog} for an audit log. Called on
     * the request's thread: a listener must not block. Its exceptions never change a verdict.
     * Several listeners are told in the order added.
     */
    public Builder decisionListener(DecisionListener listener) {
      decisionListeners.add(Objects.requireNonNull(listener, "listener"));
      return this;
    }

    /** The clock of the error replies' timestamps; the system UTC clock if unset. */
    public Builder clock(Clock clock) {
      this.clock = Objects.requireNonNull(clock, "clock");
      return this;
    }

    TokenValidator validator() {
      return validator;
    }

    List<AclRegistry> registries() {
      return registries;
    }

    UnmappedMethods unmappedMethods() {
      return unmappedMethods;
    }

    String defaultService() {
      return defaultService;
    }

    Clock clock() {
      return clock;
    }

    List<DeclaredOperation> declared() {
      return declared;
    }

    Map<String, String> foreignResources() {
      return foreignResources;
    }

    PrincipalTokens principalTokens() {
      return principalTokens;
    }

    List<DecisionListener> decisionListeners() {
      return decisionListeners;
    }

    /**
     * Loads the registries and builds the feature.
     *
     * @throws IllegalStateException if no registry is found or the registries are inconsistent
     */
    public AclFeature build() {
      return new AclFeature(this);
    }
  }
}
