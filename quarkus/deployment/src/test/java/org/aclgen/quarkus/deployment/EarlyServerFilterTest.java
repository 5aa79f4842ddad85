package org.aclgen.quarkus.deployment;

import io.quarkus.test.QuarkusUnitTest;
import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.container.ContainerRequestContext;
import org.jboss.resteasy.reactive.server.ServerRequestFilter;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * {@link EarlyFilterChecks} with a {@code @ServerRequestFilter} method before matching, which
 * Quarkus REST registers as a build item rather than finds as a provider.
 */
class EarlyServerFilterTest extends EarlyFilterChecks {

  /** The application's filter: it runs before aclgen would authenticate. */
  public static class Filters {
    @ServerRequestFilter(preMatching = true, priority = Priorities.AUTHENTICATION)
    public void early(ContainerRequestContext request) {
      request.setProperty("early", Boolean.TRUE);
    }
  }

  @RegisterExtension
  static final QuarkusUnitTest APP =
      application(Filters.class).assertLogRecords(toldOnce(Filters.class.getName()));
}
