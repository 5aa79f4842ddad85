package org.aclgen.quarkus.deployment;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.QuarkusUnitTest;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.function.Consumer;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import org.eclipse.microprofile.config.ConfigProvider;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * An application with a request filter before matching at {@code Priorities.AUTHENTICATION}, which
 * may run before aclgen authenticates: aclgen then authenticates in its JAX-RS filter, after it,
 * and the application's response filters see its 401. Each subclass gives the application its
 * filter, in one of the forms Quarkus REST finds, and says where aclgen authenticates.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
abstract class EarlyFilterChecks {

  /**
   * The things application with {@code filters} and a response filter that marks its replies,
   * keeping what the build logs under {@code [aclgen.quarkus-early-filter]}.
   */
  static QuarkusUnitTest application(Class<?>... filters) {
    return new QuarkusUnitTest()
        .withApplicationRoot(
            jar ->
                ThingsApplication.addTo(jar)
                    .addClasses(filters)
                    .addClasses(EarlyFilterChecks.class, AppHeaderFilter.class, Requests.class))
        .setLogRecordPredicate(
            record ->
                record.getMessage() != null
                    && record.getMessage().contains("[aclgen.quarkus-early-filter]"));
  }

  /** What the build told of the early filters: once, at INFO, naming the filter. */
  static Consumer<List<LogRecord>> toldOnce(String filter) {
    return records ->
        assertThat(records)
            .singleElement()
            .satisfies(
                record -> {
                  assertThat(record.getLevel()).isEqualTo(Level.INFO);
                  assertThat(record.getMessage())
                      .contains("after " + filter, "aclgen.quarkus.authenticate-ahead=true");
                });
  }

  /** Whether aclgen authenticates in its filter, after the early one, rather than in its route. */
  boolean authenticatesInItsFilter() {
    return true;
  }

  /**
   * Everything, first: PIT credits what runs while the application starts (the feature's
   * configuration, the route's installation) and at its first request to the first test of the
   * class only.
   */
  @Test
  @Order(1)
  void whatTheStartSetUp() throws Exception {
    aclgenAuthenticatesWhereItShould();
    aTokenWithTheAclIsServed();
  }

  @Test
  void aclgenAuthenticatesWhereItShould() throws Exception {
    HttpResponse<String> refused = Requests.get(port(), "/things", null);

    assertThat(refused.statusCode()).isEqualTo(401);
    assertThat(refused.headers().firstValue(AppHeaderFilter.HEADER).isPresent())
        .as("the application's response filter saw aclgen's 401")
        .isEqualTo(authenticatesInItsFilter());
  }

  @Test
  void aTokenWithTheAclIsServed() throws Exception {
    assertThat(Requests.get(port(), "/things", OneValidator.READER).body()).isEqualTo("things");
  }

  private static int port() {
    return ConfigProvider.getConfig().getValue("quarkus.http.test-port", Integer.class);
  }
}
