package org.aclgen.quarkus;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.ws.rs.core.FeatureContext;
import java.lang.reflect.Proxy;
import org.junit.jupiter.api.Test;

/**
 * What aclgen-quarkus reads of Quarkus REST when the feature's context is not the one it was
 * written against: it keeps its filter before matching. {@code AuthenticationAheadTest} and {@code
 * EarlyFilterTest} show the reading of Quarkus REST's own context.
 */
class QuarkusRestInternalsTest {

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
}
