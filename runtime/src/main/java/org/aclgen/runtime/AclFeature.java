package org.aclgen.runtime;

import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.container.DynamicFeature;
import jakarta.ws.rs.container.ResourceInfo;
import jakarta.ws.rs.core.Feature;
import jakarta.ws.rs.core.FeatureContext;
import java.lang.System.Logger.Level;
import java.lang.reflect.Method;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import org.aclgen.acl.Acl;
import org.aclgen.acl.AclTemplate;
import org.aclgen.acl.registry.AclEntry;
import org.aclgen.acl.registry.AclRegistry;

/**
 * Protects every resource method of a JAX-RS application with the ACL that the aclgen processor
 * generated for it; register it once.
 *
 * <pre>{@code
 * LocalTokenStore tokens = new LocalTokenStore();              // or RemoteTokenValidator
 * resourceConfig.register(new AclFeature(tokens));            // Jersey
 * // RESTEasy / any JAX-RS: return it from Application.getSingletons()
 * }</pre>
 *
 * <p>When built, the feature loads every {@link AclRegistry} with {@link java.util.ServiceLoader}
 * and every registry table ({@code -Aaclgen.registry=resource}) with {@link
 * org.aclgen.acl.registry.AclRegistryResources} (through the thread's context class loader and
 * aclgen's own) and compiles each ACL template once. It authenticates once and authorizes per
 * method:
 *
 * <ul>
 *   <li>As a {@link Feature}, it registers a {@code @PreMatching} filter at priority {@link
 *       Priorities#AUTHENTICATION} that validates the request's token before JAX-RS matching, so no
 *       locator, constructor or injected field runs for a request without a valid token (401, or
 *       503 when the validator cannot tell), unless its method and path match a public operation. A
 *       valid token becomes the request's principal, on public operations too.
 *   <li>As a {@link DynamicFeature}, for each deployed resource method it registers a filter at
 *       priority {@link Priorities#AUTHORIZATION} that holds the method's compiled template: the
 *       per-request work is one lookup and one match. Public operations, {@link
 *       ApiDescriptionResource} and the handlers the JAX-RS implementation adds by itself (Jersey's
 *       automatic {@code OPTIONS} and WADL) get no filter.
 * </ul>
 *
 * <p>It fails fast: with no registry, with a malformed template, and (unless {@link
 * UnmappedMethods#DEFAULT_ACL} is chosen) with a deployed resource method that no registry lists,
 * the application does not start. A method found only while serving requests (behind a locator
 * whose declared type the processor could not follow) is enforced if a registry lists it (entries
 * whose path starts with {@code ...}), and otherwise refused with a 403 and logged once. Resources
 * built in code get their ACLs from {@link Builder#requireAcl} and {@link Builder#publicOperation}.
 */
public final class AclFeature implements Feature, DynamicFeature {

  private static final System.Logger LOG = System.getLogger(AclFeature.class.getName());

  private final TokenValidator validator;
  private final AclRegistries registries;
  private final UnmappedMethods unmappedMethods;
  private final String defaultService;
  private final AclTemplate defaultTemplate;
  private final Clock clock;
  private final String realm;
  private final KnownOperations knownOperations = new KnownOperations();
  private final AtomicBoolean started = new AtomicBoolean();
  private final UnlistedMethods unlisted;

  /** A feature with the registries of the class path, failing on unmapped methods. */
  public AclFeature(TokenValidator validator) {
    this(builder(validator));
  }

  private AclFeature(Builder builder) {
    this.validator = builder.validator;
    this.registries =
        AclRegistries.of(
            builder.registries != null ? builder.registries : AclRegistries.discover());
    this.unmappedMethods = builder.unmappedMethods;
    this.clock = builder.clock;
    this.defaultService =
        unmappedMethods == UnmappedMethods.DEFAULT_ACL ? pickDefaultService(builder) : null;
    this.defaultTemplate =
        defaultService == null
            ? null
            : AclRegistries.compile(defaultService + ".#", "the default service");
    this.realm = defaultService != null ? defaultService : registries.services().iterator().next();
    knownOperations.addAll(registries);
    ErrorReplies replies = new ErrorReplies(clock, realm);
    DeclaredOperationsFilter declared =
        builder.declared.isEmpty()
            ? null
            : DeclaredOperationsFilter.of(
                builder.declared, realm, validator, clock, knownOperations::add);
    this.unlisted =
        new UnlistedMethods(unmappedMethods, defaultTemplate, replies, declared, started);
    LOG.log(
        Level.DEBUG,
        "aclgen: {0} operations from {1} registries",
        registries.entryCount(),
        registries.registryCount());
  }

  /** Starts a feature that validates tokens with {@code validator}. */
  public static Builder builder(TokenValidator validator) {
    return new Builder(validator);
  }

  /** Registers the authentication that runs before matching; JAX-RS calls it once. */
  @Override
  public boolean configure(FeatureContext context) {
    context.register(
        new AuthenticationFilter(validator, knownOperations, realm, clock, started),
        Priorities.AUTHENTICATION);
    return true;
  }

  @Override
  public void configure(ResourceInfo resourceInfo, FeatureContext context) {
    Class<?> resourceClass = resourceInfo.getResourceClass();
    Method method = resourceInfo.getResourceMethod();
    if (resourceClass == null || method == null) {
      return;
    }
    if (ApiDescriptionResource.class.isAssignableFrom(resourceClass)) {
      knownOperations.publish(resourceClass, method, realm);
      return;
    }
    if (ImplementationHandlers.contains(resourceClass)) {
      return;
    }
    Optional<AclEntry> entry = registries.find(resourceClass, method);
    String operation = resourceClass.getName() + "#" + AclRegistries.signature(method);
    if (entry.isPresent()) {
      if (!entry.get().isPublic()) {
        register(
            context,
            registries.template(entry.get()),
            entry.get().pathTypes(),
            entry.get().service(),
            operation);
      }
      return;
    }
    ContainerRequestFilter filter = unlisted.filterFor(resourceClass, method, operation, validator);
    context.register(filter, Priorities.AUTHORIZATION);
  }

  private void register(
      FeatureContext context,
      AclTemplate template,
      Map<String, String> pathTypes,
      String service,
      String operation) {
    ErrorReplies replies = new ErrorReplies(clock, service);
    context.register(
        new AclFilter(template, pathTypes, operation, validator, replies),
        Priorities.AUTHORIZATION);
  }

  private String pickDefaultService(Builder builder) {
    if (builder.defaultService != null) {
      return builder.defaultService;
    }
    if (registries.services().size() != 1) {
      throw new IllegalStateException(
          "aclgen: UnmappedMethods.DEFAULT_ACL needs a service for <service>.#, and the registries"
              + " name "
              + registries.services()
              + "; set it with AclFeature.builder(...).defaultService(\"name\")");
    }
    return registries.services().iterator().next();
  }

  /** Configures an {@link AclFeature}; only the validator is required. */
  public static final class Builder {
    private final TokenValidator validator;
    private List<AclRegistry> registries;
    private UnmappedMethods unmappedMethods = UnmappedMethods.FAIL;
    private String defaultService;
    private Clock clock = Clock.systemUTC();
    private final List<DeclaredOperation> declared = new ArrayList<>();

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

    /** The clock of the error replies' timestamps; the system UTC clock if unset. */
    public Builder clock(Clock clock) {
      this.clock = Objects.requireNonNull(clock, "clock");
      return this;
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
