package org.aclgen.sample.platform.auth;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import org.aclgen.sample.AppClient;
import org.aclgen.sample.Options;
import org.aclgen.sample.Reply;
import org.aclgen.sample.SampleApp;
import org.aclgen.testsupport.PostgresDatabase;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The login throttle of token services on one PostgreSQL database ({@code --token-store}): the
 * tests of {@link LoginThrottleTest} on the database, and failures spread over two instances
 * counted once, so a load balancer gives an attacker no extra guesses.
 */
class PostgresLoginThrottleTest extends LoginThrottleTest {

  @RegisterExtension static final PostgresDatabase DB = new PostgresDatabase();

  @Override
  Options options() {
    return super.options().withTokenStore(DB.jdbcUrl());
  }

  @BeforeEach
  void forgetTheFailuresOfEarlierTests() throws SQLException {
    // The database lives as long as the class; the app of this test has migrated it already.
    try (Connection connection = DriverManager.getConnection(DB.jdbcUrl());
        Statement statement = connection.createStatement()) {
      statement.execute("TRUNCATE aclgen_login_failure");
    }
  }

  @Test
  void failuresSpreadOverTwoInstancesReachTheThrottleOnBoth() throws Exception {
    try (SampleApp other = SampleApp.start(options())) {
      AppClient a = new AppClient(other);
      AppClient b = client;
      for (int i = 0; i < LoginThrottle.FREE_FAILURES_PER_USER_AND_ADDRESS; i++) {
        AppClient instance = i % 2 == 0 ? a : b;
        assertThat(instance.issue(AppClient.basic("alice", "wrong-pw"), "").status())
            .isEqualTo(401);
      }

      Reply onA = a.issue(AppClient.basic("alice", "alice-pw"), "");
      Reply onB = b.issue(AppClient.basic("alice", "alice-pw"), "");

      assertThat(onA.status()).isEqualTo(429);
      assertThat(onA.header("Retry-After")).hasValue("1");
      assertThat(onB.status()).isEqualTo(429);
      assertThat(onB.header("Retry-After")).hasValue("1");
    }
  }
}
