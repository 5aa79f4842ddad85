package org.aclgen.quarkus;

import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import jakarta.ws.rs.container.DynamicFeature;
import jakarta.ws.rs.container.ResourceInfo;
import jakarta.ws.rs.core.Feature;
import jakarta.ws.rs.core.FeatureContext;
import jakarta.ws.rs.ext.Provider;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Map;
import org.aclgen.quarkus.internal.RestStack;
import org.aclgen.runtime.AclFeature;
import org.aclgen.runtime.MethodAuthorizer;
import org.aclgen.tokens.PrincipalTokens;
import org.aclgen.tokens.TokenValidator;

/**
 * aclgen's {@link AclFeature} as a provider that Quarkus REST or RESTEasy classic discovers in the
 * index, where the extension's build steps put it: adding the {@code aclgen-quarkus} dependency is
 * the whole registration, on both stacks alike. It is configured in {@code application.properties}:
 *
 * <pre>
 * aclgen.token-service.url=http://127.0.0.1:9497/api/auth/0.1
 * aclgen.token-service.cache-period=PT30S
 * aclgen.unmapped-methods=fail
 * </pre>
 *
 * <p>When the application has a {@link TokenValidator} bean (a JWT validator of {@code aclgen-jwt},
 * say), the feature validates tokens with it and {@code aclgen.token-service.url} is not needed;
 * otherwise the application does not start without that property. With a {@link PrincipalTokens}
 * bean ({@code JsonWebTokenClaims} of {@code aclgen-jwt}), a request that Quarkus OIDC or SmallRye
 * JWT has already authenticated is authorized from its principal's claims. Quarkus REST applies
 * only the dynamic features it discovers, so this provider is one and authorizes each resource
 * method itself there; RESTEasy classic applies the one the feature registers.
 */
@Provider
public final class AclQuarkusFeature implements Feature, DynamicFeature {

  @Inject Instance<TokenValidator> validators;

  @Inject Instance<PrincipalTokens> principals;

  @Inject AuthenticationRoute route;

  @Inject CdiDecisions decisions;

  @Inject AclgenConfig config;

  /** The application's REST stack, as the extension's build step found it from the extensions. */
  @Inject RestStack stack;

  private AclFeature feature;

  /** On Quarkus REST: each configured method's authorization, by Quarkus REST's own description. */
  private final Map<ResourceInfo, MethodAuthorizer> authorizers =
      Collections.synchronizedMap(new IdentityHashMap<>());

  private volatile FeatureContext configuredContext;

  private PrincipalTokens reader;

  /**
   * Registers the feature. On Quarkus REST it authenticates in the {@link AuthenticationRoute}
   * ahead of Quarkus REST instead of in a filter before matching, unless the stack authenticates
   * principals for it or {@code aclgen.quarkus.authenticate-ahead} is false: so that the
   * application's response filters see aclgen's 401s too, or by default when a filter of the
   * application before matching runs before aclgen's would (the extension's build step sees it).
   */
  @Override
  public boolean configure(FeatureContext context) {
    AclFeature configured = feature();
    boolean quarkusRest = stack.quarkusRest();
    if (quarkusRest) {
      // Every method gets its authorization in Quarkus REST's handler chain
      // (AuthorizationHandlers).
      configured.guardedByIntegration();
      configuredContext = context;
    }
    if (decisions != null) {
      AclFeature.addDecisionListeners(context, decisions.listeners());
    }
    if (quarkusRest && route != null && reader == null && config.quarkus().authenticateAhead()) {
      route.authenticateWith(configured.configureAuthenticatingAhead(context));
    } else {
      if (quarkusRest) {
        // Quarkus REST calls the filter before matching on the I/O thread.
        configured.suspendingWith(new QuarkusRestSuspension());
      }
      configured.configure(context);
    }
    return true;
  }

  /**
   * On Quarkus REST, makes the authorization of the method, which its {@link AuthorizationHandler}
   * runs in the method's handler chain; RESTEasy classic applies the dynamic feature that the
   * feature registers.
   */
  @Override
  public void configure(ResourceInfo resourceInfo, FeatureContext context) {
    if (stack.quarkusRest()) {
      feature()
          .authorizer(resourceInfo, context)
          .ifPresent(authorizer -> authorizers.put(resourceInfo, authorizer));
    }
  }

  /**
   * The authorization that {@link #configure(ResourceInfo, FeatureContext)} made of the method
   * Quarkus REST describes by {@code resourceInfo} (the same object), or the guard's refusal when
   * it made none.
   *
   * @throws IllegalStateException when Quarkus REST never configured this feature
   */
  MethodAuthorizer authorizerOf(ResourceInfo resourceInfo) {
    MethodAuthorizer authorizer = authorizers.get(resourceInfo);
    if (authorizer != null) {
      return authorizer;
    }
    FeatureContext context = configuredContext;
    if (context == null) {
      throw new IllegalStateException(
          QuarkusMessage.UNCONFIGURED.format(
              resourceInfo.getResourceClass().getName()
                  + "#"
                  + resourceInfo.getResourceMethod().getName()));
    }
    return feature().unauthorized(context);
  }

  private synchronized AclFeature feature() {
    if (feature == null) {
      if (validators != null && validators.isAmbiguous()) {
        throw new IllegalStateException(QuarkusMessage.AMBIGUOUS_VALIDATOR.format());
      }
      TokenValidator validator =
          validators != null && validators.isResolvable() ? validators.get() : null;
      reader = principals != null && principals.isResolvable() ? principals.get() : null;
      // Without either, the feature of the no-argument constructor: the token service's.
      feature = AclFeature.configuredByProperties(validator, reader);
    }
    return feature;
  }
}
