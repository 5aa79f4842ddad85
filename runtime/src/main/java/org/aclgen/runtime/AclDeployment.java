package org.aclgen.runtime;

import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.core.FeatureContext;
import java.time.Clock;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import org.aclgen.acl.AclTemplate;
import org.aclgen.tokens.PrincipalTokens;
import org.aclgen.tokens.TokenValidator;

/**
 * What one {@link AclFeature} decided when it was built: the registries, the operations known
 * before matching, the policy for unlisted methods, and the three filters it registers
 * (authentication before matching, authorization per method, the guard after them).
 *
 * <p>The deployment phase is explicit: {@link #started} turns true with the first request, after
 * which a resource method the implementation reports is one discovered while serving (behind a
 * locator), which can no longer stop the start.
 */
final class AclDeployment {

  private static final System.Logger LOG = System.getLogger(AclDeployment.class.getName());

  private final TokenValidator validator;
  private final AclRegistries registries;
  private final Clock clock;
  private final String realm;
  private final KnownOperations knownOperations = new KnownOperations();
  private final AtomicBoolean started = new AtomicBoolean();
  private final UnlistedMethodFilters unlisted;
  private final ForeignResources foreign;
  private final PrincipalTokens principals;
  private final Map<String, ErrorReplies> repliesByService = new ConcurrentHashMap<>();
  private final AuthorizationFeature authorization = new AuthorizationFeature(this);
  private final PublicOperationFilter publicFilter;
  private final RequestAuthenticator authenticator;
  private final Decisions decisions;

  AclDeployment(AclFeature.Builder builder) {
    this.validator = builder.validator();
    // Its own even when empty: the application's configuration may add listeners (register).
    this.decisions = new Decisions(builder.decisionListeners(), builder.clock());
    this.registries =
        AclRegistries.of(
            builder.registries() != null ? builder.registries() : AclRegistries.discover());
    this.clock = builder.clock();
    String defaultService =
        builder.unmappedMethods() == UnmappedMethods.DEFAULT_ACL
            ? pickDefaultService(builder.defaultService())
            : null;
    AclTemplate defaultTemplate =
        defaultService == null
            ? null
            : AclRegistries.compile(defaultService + ".#", "the default service");
    this.realm = defaultService != null ? defaultService : registries.services().iterator().next();
    knownOperations.addAll(registries);
    this.foreign = new ForeignResources(builder.foreignResources());
    this.principals = builder.principalTokens();
    this.publicFilter = new PublicOperationFilter(replies(realm));
    this.authenticator =
        new RequestAuthenticator(
            validator, knownOperations, realm, this::replies, started, decisions);
    DeclaredOperationsFilter declared =
        builder.declared().isEmpty()
            ? null
            : DeclaredOperationsFilter.of(
                builder.declared(), realm, validator, clock, knownOperations::add, decisions);
    this.unlisted =
        new UnlistedMethodFilters(
            builder.unmappedMethods(),
            defaultTemplate,
            replies(realm),
            declared,
            started,
            decisions,
            realm);
    LOG.log(
        RuntimeMessage.DEPLOYED.level(),
        () -> RuntimeMessage.DEPLOYED.format(registries.entryCount(), registries.registryCount()));
  }

  /**
   * Registers authentication, authorization and the guard in {@code context}; without the
   * authentication filter when {@code authenticatedAhead}, since an integration runs the {@link
   * #authenticator()} ahead of the JAX-RS implementation instead.
   *
   * @param suspension where the authentication filter hands a validation that would wait; null to
   *     validate where it runs
   */
  void register(
      FeatureContext context,
      boolean authenticatedAhead,
      boolean guarded,
      RequestSuspension suspension) {
    context.property(EnforcementCheck.ENFORCED, Boolean.TRUE);
    decisions.addAll(AclProperties.configuredListeners(context.getConfiguration()));
    if (!authenticatedAhead) {
      context.register(
          new AuthenticationFilter(
              authenticator,
              validator,
              principals,
              replies(realm),
              // An integration that guards every method sets the principal in the stack's chain.
              guarded,
              suspension),
          Priorities.AUTHENTICATION);
    }
    context.register(authorization);
    if (StackChecks.jersey(context)) {
      context.register(new JerseyPrincipalBinder());
    }
    if (guarded
        && (context.getConfiguration() == null
            || !context.getConfiguration().isRegistered(AuthorizationGuard.class))) {
      // A stack may have discovered the guard already (the runtime jar's index lists it).
      context.register(guard(), AuthorizationGuard.PRIORITY);
    }
  }

  /** The guard, refusing in the name of the realm and telling the decision listeners. */
  AuthorizationGuard guard() {
    return new AuthorizationGuard(replies(realm), decisions, realm);
  }

  /**
   * The filter of one public operation: the shared one when nobody listens to decisions, else one
   * that names the operation in them.
   *
   * @param path its path template; null when unknown
   */
  PublicOperationFilter publicFilter(
      Class<?> resourceClass, java.lang.reflect.Method method, String path) {
    if (!decisions.on()) {
      return publicFilter;
    }
    String operation = resourceClass.getName() + "#" + AclRegistries.signature(method);
    return new PublicOperationFilter(
        replies(realm), decisions, new Decisions.Operation(realm, path, operation, null));
  }

  /** The decision listeners. */
  Decisions decisions() {
    return decisions;
  }

  RequestAuthenticator authenticator() {
    return authenticator;
  }

  /** Whether the stack reads principals it authenticated itself, which only a filter can see. */
  boolean readsPrincipals() {
    return principals != null;
  }

  AuthorizationFeature authorization() {
    return authorization;
  }

  TokenValidator validator() {
    return validator;
  }

  AclRegistries registries() {
    return registries;
  }

  KnownOperations knownOperations() {
    return knownOperations;
  }

  String realm() {
    return realm;
  }

  ForeignResources foreign() {
    return foreign;
  }

  UnlistedMethodFilters unlisted() {
    return unlisted;
  }

  /** The error replies of {@code service}, whose realm the 401 challenges name. */
  ErrorReplies replies(String service) {
    return repliesByService.computeIfAbsent(service, s -> new ErrorReplies(clock, s));
  }

  private String pickDefaultService(String configured) {
    if (configured != null) {
      return configured;
    }
    if (registries.services().size() != 1) {
      throw new IllegalStateException(
          RuntimeMessage.NO_DEFAULT_SERVICE.format(
              registries.services(), AclProperties.DEFAULT_SERVICE));
    }
    return registries.services().iterator().next();
  }
}
