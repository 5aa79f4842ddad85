package org.aclgen.quarkus;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.RuntimeType;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.container.PreMatching;
import jakarta.ws.rs.core.FeatureContext;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.lang.reflect.Proxy;
import org.jboss.resteasy.reactive.common.jaxrs.ConfigurationImpl;
import org.jboss.resteasy.reactive.common.model.ResourceInterceptors;
import org.jboss.resteasy.reactive.server.jaxrs.FeatureContextImpl;
import org.junit.jupiter.api.Test;

/**
 * What aclgen-quarkus reads of Quarkus REST's feature context: the filters before matching that it
 * holds, from a private field. Read from a real {@code FeatureContextImpl} of the Quarkus REST this
 * project builds with, so that an upgrade that renames or retypes that field fails here (aclgen
 * would otherwise quietly keep its slower filter before matching). A context that is not Quarkus
 * REST's keeps the filter.
 */
class QuarkusRestInternalsTest {

  @PreMatching
  static final class Filter implements ContainerRequestFilter {
    @Override
    public void filter(ContainerRequestContext request) {}
  }

  @Test
  void theFieldResolvesAgainstThisQuarkusRest() {
    assertThat(QuarkusRestInternals.resolved()).isTrue();
  }

  /**
   * The field aclgen-quarkus reads, by its name and type: an upgrade that renames, retypes or moves
   * it fails here, naming it.
   */
  @Test
  void theInterceptorsAreTheFieldAclgenReads() throws NoSuchFieldException {
    Field interceptors = FeatureContextImpl.class.getDeclaredField("interceptors");
    assertThat(interceptors.getType()).isEqualTo(ResourceInterceptors.class);
    assertThat(Modifier.isStatic(interceptors.getModifiers())).isFalse();
  }

  @Test
  void noFilterBeforeMatchingLetsAclgenAuthenticateAhead() {
    assertThat(QuarkusRestInternals.filtersRunBeforeAuthentication(quarkusRestContext())).isFalse();
  }

  @Test
  void aFilterAfterAuthenticationLetsAclgenAuthenticateAhead() {
    FeatureContext context = quarkusRestContext();
    context.register(new Filter(), Priorities.USER);

    assertThat(QuarkusRestInternals.filtersRunBeforeAuthentication(context)).isFalse();
  }

  @Test
  void aFilterAtAuthenticationMakesAclgenKeepItsFilter() {
    FeatureContext context = quarkusRestContext();
    context.register(new Filter(), Priorities.AUTHENTICATION);

    assertThat(QuarkusRestInternals.filtersRunBeforeAuthentication(context)).isTrue();
  }

  @Test
  void aContextThatIsNotQuarkusRestsKeepsTheFilter() {
    FeatureContext foreign =
        (FeatureContext)
            Proxy.newProxyInstance(
                getClass().getClassLoader(),
                new Class<?>[] {FeatureContext.class},
                (proxy, method, arguments) -> {
                  throw new UnsupportedOperationException(method.getName());
                });

    assertThat(QuarkusRestInternals.filtersRunBeforeAuthentication(foreign)).isTrue();
  }

  private static FeatureContext quarkusRestContext() {
    return new FeatureContextImpl(
        new ResourceInterceptors(), null, new ConfigurationImpl(RuntimeType.SERVER), type -> null);
  }
}
