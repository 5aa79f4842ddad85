package org.aclgen.runtime;

import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.container.DynamicFeature;
import jakarta.ws.rs.container.ResourceInfo;
import jakarta.ws.rs.core.FeatureContext;
import java.lang.System.Logger.Level;
import java.lang.reflect.Method;
import java.time.Clock;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import org.aclgen.acl.Acl;
import org.aclgen.acl.AclTemplate;

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
 * (through the thread's context class loader and aclgen's own) and compiles each ACL template once.
 * For each deployed resource method it then registers a request filter at priority {@link
 * Priorities#AUTHORIZATION} that holds the method's compiled template: the per-request work is a
 * lookup of the token and one match. Public operations, {@link ApiDescriptionResource} and the
 * handlers the JAX-RS implementation adds by itself (Jersey's automatic {@code OPTIONS} and WADL)
 * get no filter.
 *
 * <p>It fails fast: with no registry, with a malformed template, and (unless {@link
 * UnmappedMethods#DEFAULT_ACL} is chosen) with a deployed resource method that no registry lists,
 * the application does not start.
 */
public final class AclFeature implements DynamicFeature {

  private static final System.Logger LOG = System.getLogger(AclFeature.class.getName());

  /**
   * The resource classes Jersey deploys by itself: the WADL document and the handlers of its
   * automatic {@code OPTIONS} replies. Named one by one, not by package: any other class, even one
   * of the implementation's own (RESTEasy's registry statistics, say), is a resource like the
   * application's and gets its ACL or stops the start.
   */
  private static final Set<String> IMPLEMENTATION_HANDLERS =
      Set.of(
          "org.glassfish.jersey.server.wadl.internal.WadlResource",
          "org.glassfish.jersey.server.wadl.processor.OptionsMethodProcessor$GenericOptionsInflector",
          "org.glassfish.jersey.server.wadl.processor.OptionsMethodProcessor$PlainTextOptionsInflector",
          "org.glassfish.jersey.server.wadl.processor.WadlModelProcessor$OptionsHandler");

  private final TokenValidator validator;
  private final AclRegistries registries;
  private final UnmappedMethods unmappedMethods;
  private final String defaultService;
  private final AclTemplate defaultTemplate;
  private final Clock clock;

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

  @Override
  public void configure(ResourceInfo resourceInfo, FeatureContext context) {
    Class<?> resourceClass = resourceInfo.getResourceClass();
    Method method = resourceInfo.getResourceMethod();
    if (resourceClass == null || method == null) {
      return;
    }
    if (ApiDescriptionResource.class.isAssignableFrom(resourceClass)
        || isImplementationProvided(resourceClass)) {
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
    if (unmappedMethods == UnmappedMethods.FAIL) {
      throw new IllegalStateException(
          "aclgen: no AclRegistry entry for the resource method "
              + operation
              + "; compile it with the aclgen processor, mark it @PublicResource, or build the"
              + " AclFeature with unmappedMethods(UnmappedMethods.DEFAULT_ACL) to protect it with"
              + " <service>.#");
    }
    register(context, defaultTemplate, Map.of(), defaultService, operation);
  }

  /**
   * Whether the JAX-RS implementation itself provides the method, such as Jersey's automatic {@code
   * OPTIONS} replies and WADL document: they are no application resources, carry nothing an ACL
   * protects, and no processor ever sees them.
   */
  private static boolean isImplementationProvided(Class<?> resourceClass) {
    return IMPLEMENTATION_HANDLERS.contains(resourceClass.getName());
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

    private Builder(TokenValidator validator) {
      this.validator = Objects.requireNonNull(validator, "validator");
    }

    /** Uses exactly these registries instead of discovering them with {@code ServiceLoader}. */
    public Builder registries(List<? extends AclRegistry> registries) {
      this.registries = List.copyOf(registries);
      return this;
    }

    /** Uses exactly these registries instead of discovering them with {@code ServiceLoader}. */
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
