package org.aclgen.quarkus.deployment;

import io.quarkus.arc.deployment.AdditionalBeanBuildItem;
import io.quarkus.arc.deployment.BuildTimeConditionBuildItem;
import io.quarkus.arc.deployment.SyntheticBeanBuildItem;
import io.quarkus.arc.deployment.ValidationPhaseBuildItem;
import io.quarkus.arc.deployment.ValidationPhaseBuildItem.ValidationErrorBuildItem;
import io.quarkus.arc.processor.BeanInfo;
import io.quarkus.arc.processor.BuiltinScope;
import io.quarkus.deployment.Capabilities;
import io.quarkus.deployment.Capability;
import io.quarkus.deployment.annotations.BuildProducer;
import io.quarkus.deployment.annotations.BuildStep;
import io.quarkus.deployment.builditem.AdditionalIndexedClassesBuildItem;
import io.quarkus.deployment.builditem.CombinedIndexBuildItem;
import io.quarkus.deployment.builditem.FeatureBuildItem;
import io.quarkus.deployment.builditem.RunTimeConfigurationDefaultBuildItem;
import io.quarkus.resteasy.reactive.server.spi.MethodScannerBuildItem;
import io.quarkus.resteasy.reactive.spi.ContainerRequestFilterBuildItem;
import io.quarkus.vertx.http.runtime.RouteConstants;
import jakarta.inject.Singleton;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.aclgen.quarkus.AuthorizationHandlers;
import org.aclgen.quarkus.internal.RestStack;
import org.eclipse.microprofile.config.ConfigProvider;
import org.jboss.jandex.AnnotationTarget;
import org.jboss.jandex.ClassInfo;
import org.jboss.jandex.DotName;
import org.jboss.jandex.MethodInfo;
import org.jboss.jandex.Type;
import org.jboss.resteasy.reactive.server.model.HandlerChainCustomizer;
import org.jboss.resteasy.reactive.server.processor.scanning.MethodScanner;

/**
 * The build steps of aclgen-quarkus: what Quarkus registers for aclgen when it builds an
 * application that depends on {@code aclgen-quarkus}, and the set-ups it refuses then, so that a
 * wrong one fails the build instead of the start.
 *
 * <ul>
 *   <li>the feature {@code aclgen}, which Quarkus lists at start;
 *   <li>the beans: the {@code @Inject AclPrincipal} producer, the CDI decisions and the
 *       authentication route ahead of Quarkus REST (the runtime jar has no index: nothing of it is
 *       found by scanning; Quarkus registers the configuration mapping from the list that the
 *       extension processor writes);
 *   <li>by capability, on Quarkus REST or RESTEasy classic only, the JAX-RS classes that each
 *       discovers in the index: the feature (a {@code @Provider}) and {@code
 *       ApiDescriptionResource};
 *   <li>on Quarkus REST, {@code aclgen.quarkus.authenticate-ahead} defaulting to {@code false} when
 *       a filter of the application before matching runs before aclgen would authenticate;
 *   <li>refusals: several {@code TokenValidator} beans ({@code [aclgen.ambiguous-validator]}), and
 *       on Quarkus REST an {@code Application} that builds an {@code AclFeature} ({@code
 *       [aclgen.quarkus-rest-singleton]}).
 * </ul>
 */
public final class AclgenProcessor {

  /** The name Quarkus lists among the installed features at start. */
  static final String FEATURE = "aclgen";

  private static final String RUNTIME = "org.aclgen.quarkus.";

  private static final String API_DESCRIPTION = "org.aclgen.runtime.ApiDescriptionResource";

  private static final String AUTHENTICATE_AHEAD = "aclgen.quarkus.authenticate-ahead";

  /** How far after its base order Quarkus REST puts its route (its REST_ROUTE_ORDER_OFFSET). */
  private static final int QUARKUS_REST_ORDER_OFFSET = 500;

  private static final System.Logger LOG = System.getLogger(AclgenProcessor.class.getName());

  private static final DotName GUARD =
      DotName.createSimple("org.aclgen.runtime.AuthorizationGuard");

  private static final DotName TOKEN_VALIDATOR =
      DotName.createSimple("org.aclgen.tokens.TokenValidator");

  @BuildStep
  FeatureBuildItem feature() {
    return new FeatureBuildItem(FEATURE);
  }

  /**
   * The runtime's beans, registered here rather than found by scanning the jar. They stay even when
   * nothing injects them: each is looked up, or observes, at run time.
   */
  @BuildStep
  AdditionalBeanBuildItem beans() {
    return AdditionalBeanBuildItem.builder()
        .addBeanClasses(
            RUNTIME + "AclPrincipalProducer",
            RUNTIME + "CdiDecisions",
            RUNTIME + "AuthenticationRoute")
        .setUnremovable()
        .build();
  }

  /**
   * The application's REST stack as Quarkus's capabilities tell it ({@code RestStack}): Quarkus
   * REST or not (the runtime adapts to the extension present, not to classes that some other
   * dependency may bring), and the order of aclgen's authentication route ({@code
   * AuthenticationRoute}): just ahead of Quarkus REST's, which Quarkus REST's build step puts at
   * {@link RouteConstants#ROUTE_ORDER_AFTER_DEFAULT} plus 500, or at {@link
   * RouteConstants#ROUTE_ORDER_BEFORE_DEFAULT} plus 500 when the application has the servlet
   * capability (a servlet container shares the router). The bases and the capabilities are
   * Quarkus's public API; the offset of 500 is private to Quarkus REST's build step, and no public
   * build item names that route or its order: {@code OtherRoutesTest} in stacks/quarkus-rest and,
   * with the servlet capability, {@code RouteBesideServletTest} in stacks/quarkus-rest-servlet fail
   * if it drifts.
   */
  @BuildStep
  SyntheticBeanBuildItem restStack(Capabilities capabilities) {
    int base =
        capabilities.isPresent(Capability.SERVLET)
            ? RouteConstants.ROUTE_ORDER_BEFORE_DEFAULT
            : RouteConstants.ROUTE_ORDER_AFTER_DEFAULT;
    return SyntheticBeanBuildItem.configure(RestStack.class)
        .scope(Singleton.class)
        .unremovable()
        .param(RestStack.QUARKUS_REST, capabilities.isPresent(Capability.RESTEASY_REACTIVE))
        .param(RestStack.ROUTE_ORDER, base + QUARKUS_REST_ORDER_OFFSET - 1)
        .creator(RestStack.Creator.class)
        .done();
  }

  /**
   * The JAX-RS classes, indexed so that the REST stack present discovers them as it discovers the
   * application's own: the feature, a {@code @Provider} that is both a {@code Feature} and a {@code
   * DynamicFeature}, and {@code GET api/api.yml}. Without a REST stack there is nothing to protect,
   * and nothing is registered.
   */
  @BuildStep
  void jaxRs(
      Capabilities capabilities,
      BuildProducer<AdditionalIndexedClassesBuildItem> indexed,
      BuildProducer<AdditionalBeanBuildItem> beans) {
    if (capabilities.isPresent(Capability.RESTEASY_REACTIVE)
        || capabilities.isPresent(Capability.RESTEASY)) {
      indexed.produce(
          new AdditionalIndexedClassesBuildItem(RUNTIME + "AclQuarkusFeature", API_DESCRIPTION));
      // Beans, so that both stacks inject the feature's validator and the other beans, and so
      // that RESTEasy classic finds both: it takes providers and resources from the bean archive
      // alone. Neither jar is one: the runtime's Jandex index lists its guard and nothing else.
      // (Within this repository's build, Quarkus indexes the runtime module's classes directory
      // whole, which hid that the description was not deployed for an application built outside.)
      beans.produce(
          AdditionalBeanBuildItem.builder()
              .addBeanClasses(RUNTIME + "AclQuarkusFeature", API_DESCRIPTION)
              .setDefaultScope(BuiltinScope.SINGLETON.getName())
              .setUnremovable()
              .build());
    }
  }

  /**
   * On Quarkus REST, aclgen's authorization in the handler chain of every resource method that
   * Quarkus REST deploys, right after matching ({@code AuthorizationHandlers}), through the scanner
   * of methods that Quarkus's own security uses too: no method escapes it, so the guard that
   * refuses what no aclgen filter judged is not discovered there (its filter would run on every
   * request for nothing).
   */
  @BuildStep
  void authorizeInHandlerChain(
      Capabilities capabilities,
      CombinedIndexBuildItem index,
      BuildProducer<MethodScannerBuildItem> scanners,
      BuildProducer<BuildTimeConditionBuildItem> conditions) {
    if (capabilities.isMissing(Capability.RESTEASY_REACTIVE)) {
      return;
    }
    // Quarkus REST ignores build-time conditions when told so: it then applies the guard too.
    boolean guarded =
        !ConfigProvider.getConfig()
            .getOptionalValue("quarkus.rest.build-time-condition-aware", Boolean.class)
            .orElse(true);
    scanners.produce(
        new MethodScannerBuildItem(
            new MethodScanner() {
              @Override
              public List<HandlerChainCustomizer> scan(
                  MethodInfo method, ClassInfo endpoint, Map<String, Object> methodContext) {
                AuthorizationHandlers handlers = new AuthorizationHandlers();
                handlers.setGuarded(guarded);
                return List.of(handlers);
              }
            }));
    ClassInfo guard = index.getIndex().getClassByName(GUARD);
    if (guard != null) {
      conditions.produce(new BuildTimeConditionBuildItem(guard, false));
    }
  }

  /**
   * On Quarkus REST, makes {@code aclgen.quarkus.authenticate-ahead} default to {@code false} when
   * a request filter before matching runs before aclgen would authenticate ({@link EarlyFilters}):
   * aclgen then keeps its JAX-RS filter, which reads the headers such a filter leaves, and the
   * build says so ({@code [aclgen.quarkus-early-filter]}). A value in the application's
   * configuration still decides.
   */
  @BuildStep
  void authenticateAfterEarlyFilters(
      Capabilities capabilities,
      CombinedIndexBuildItem index,
      List<BuildTimeConditionBuildItem> conditions,
      List<ContainerRequestFilterBuildItem> filters,
      BuildProducer<RunTimeConfigurationDefaultBuildItem> defaults) {
    if (capabilities.isMissing(Capability.RESTEASY_REACTIVE)) {
      return;
    }
    Set<String> excluded =
        conditions.stream()
            .filter(condition -> !condition.isEnabled())
            .map(BuildTimeConditionBuildItem::getTarget)
            .filter(target -> target.kind() == AnnotationTarget.Kind.CLASS)
            .map(target -> target.asClass().name().toString())
            .collect(Collectors.toSet());
    List<String> early = EarlyFilters.of(index.getIndex(), excluded, filters);
    if (early.isEmpty()) {
      return;
    }
    defaults.produce(new RunTimeConfigurationDefaultBuildItem(AUTHENTICATE_AHEAD, "false"));
    if (ConfigProvider.getConfig().getOptionalValue(AUTHENTICATE_AHEAD, String.class).isEmpty()) {
      LOG.log(
          BuildMessage.EARLY_FILTERS.level(),
          () -> BuildMessage.EARLY_FILTERS.format(String.join(", ", early)));
    }
  }

  /**
   * Refuses several {@code TokenValidator} beans that CDI would find ambiguous: the feature looks
   * up the default one, and would otherwise fail at start.
   */
  @BuildStep
  void oneValidator(
      ValidationPhaseBuildItem validation, BuildProducer<ValidationErrorBuildItem> errors) {
    Set<BeanInfo> validators =
        validation.getBeanResolver().resolveBeans(Type.create(TOKEN_VALIDATOR, Type.Kind.CLASS));
    if (validators.size() > 1 && unresolved(validation, validators)) {
      errors.produce(
          new ValidationErrorBuildItem(
              new IllegalStateException(
                  BuildMessage.AMBIGUOUS_VALIDATOR.format(
                      validators.stream()
                          .map(bean -> bean.getBeanClass().toString())
                          .sorted()
                          .collect(Collectors.joining(", "))))));
    }
  }

  /**
   * Refuses, on Quarkus REST, every {@code Application} whose {@code getSingletons()} builds an
   * {@code AclFeature}: Quarkus REST applies no feature returned from there, so the operations
   * would be served without their ACLs.
   */
  @BuildStep
  void noFeatureInSingletons(
      Capabilities capabilities,
      CombinedIndexBuildItem index,
      ValidationPhaseBuildItem validation,
      BuildProducer<ValidationErrorBuildItem> errors) {
    if (capabilities.isMissing(Capability.RESTEASY_REACTIVE)) {
      return;
    }
    List<String> applications = SingletonsScan.applicationsBuildingTheFeature(index.getIndex());
    for (String application : applications) {
      errors.produce(
          new ValidationErrorBuildItem(
              new IllegalStateException(BuildMessage.QUARKUS_REST_SINGLETON.format(application))));
    }
  }

  private static boolean unresolved(ValidationPhaseBuildItem validation, Set<BeanInfo> beans) {
    try {
      return validation.getBeanResolver().resolveAmbiguity(beans) == null;
    } catch (RuntimeException ambiguous) {
      // ArC says why in an AmbiguousResolutionException; aclgen's message says it for aclgen.
      return true;
    }
  }
}
