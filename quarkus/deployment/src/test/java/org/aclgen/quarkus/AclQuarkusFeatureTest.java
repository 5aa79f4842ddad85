package org.aclgen.quarkus;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import jakarta.ws.rs.RuntimeType;
import jakarta.ws.rs.container.ResourceInfo;
import jakarta.ws.rs.core.FeatureContext;
import java.lang.reflect.Method;
import org.aclgen.quarkus.deployment.ThingsResource;
import org.aclgen.quarkus.internal.RestStack;
import org.aclgen.runtime.AuthorizationGuard;
import org.aclgen.runtime.MethodAuthorizer;
import org.jboss.resteasy.reactive.common.jaxrs.ConfigurationImpl;
import org.jboss.resteasy.reactive.common.model.ResourceInterceptors;
import org.jboss.resteasy.reactive.server.jaxrs.FeatureContextImpl;
import org.junit.jupiter.api.Test;

/**
 * What the handler of each method finds in the feature on Quarkus REST: the authorization made when
 * Quarkus REST configured that very method, else the guard's refusal, and a refusal naming the
 * method when Quarkus REST never configured the feature. Never nothing.
 */
class AclQuarkusFeatureTest {

  private final Method list = list();

  @Test
  void aMethodGetsTheAuthorizationMadeWhenItWasConfigured() {
    AclQuarkusFeature feature = onQuarkusRest();
    FeatureContext context = quarkusRestContext();
    feature.configure(context);
    ResourceInfo info = info(list);
    feature.configure(info, context);

    MethodAuthorizer authorizer = feature.authorizerOf(info);

    assertThat(authorizer.filter()).isNotInstanceOf(AuthorizationGuard.class);
    assertThat(feature.authorizerOf(info)).isSameAs(authorizer);
  }

  @Test
  void aMethodNeverConfiguredGetsTheGuardsRefusal() {
    AclQuarkusFeature feature = onQuarkusRest();
    FeatureContext context = quarkusRestContext();
    feature.configure(context);
    feature.configure(info(list), context);

    // Another description of the same method: only the object Quarkus REST configured counts.
    MethodAuthorizer authorizer = feature.authorizerOf(info(list));

    assertThat(authorizer.filter()).isInstanceOf(AuthorizationGuard.class);
  }

  @Test
  void aFeatureNeverConfiguredRefusesNamingTheMethod() {
    AclQuarkusFeature feature = onQuarkusRest();

    assertThatThrownBy(() -> feature.authorizerOf(info(list)))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageStartingWith("[aclgen.quarkus-unconfigured]")
        .hasMessageContaining(list.getDeclaringClass().getName() + "#list");
  }

  /** The feature as the build step makes it on Quarkus REST, without the beans it may inject. */
  private static AclQuarkusFeature onQuarkusRest() {
    AclQuarkusFeature feature = new AclQuarkusFeature();
    feature.stack = new RestStack(true, 0);
    return feature;
  }

  private static Method list() {
    try {
      return ThingsResource.class.getMethod("list");
    } catch (NoSuchMethodException e) {
      throw new AssertionError(e);
    }
  }

  private static FeatureContext quarkusRestContext() {
    ConfigurationImpl configuration = new ConfigurationImpl(RuntimeType.SERVER);
    configuration.property("aclgen.token-service.url", "http://127.0.0.1:9/api/auth/0.1");
    return new FeatureContextImpl(new ResourceInterceptors(), null, configuration, type -> null);
  }

  private static ResourceInfo info(Method method) {
    return new ResourceInfo() {
      @Override
      public Method getResourceMethod() {
        return method;
      }

      @Override
      public Class<?> getResourceClass() {
        return method.getDeclaringClass();
      }
    };
  }
}
