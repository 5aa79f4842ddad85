package org.aclgen.sample.platform.auth;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import org.aclgen.sample.platform.auth.RefreshTokens.RefreshToken;
import org.aclgen.sample.platform.auth.postgres.PostgresTokenStore;
import org.aclgen.sample.showcase.domain.InvalidRequestException;
import org.aclgen.testsupport.PostgresDatabase;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The token store contract on PostgreSQL, and what only a database store does: two stores on one
 * database share everything, a reopened store has lost nothing, sweeps are bounded, values past the
 * bounds are refused, and a schema newer than the app is refused.
 */
class PostgresTokenStoreTest extends TokenStoreContract {

  @RegisterExtension static final PostgresDatabase DB = new PostgresDatabase();

  @Override
  TokenStore newStore(Clock clock, TokenLimits limits) {
    return PostgresTokenStore.open(DB.jdbcUrl(), clock, limits);
  }

  @BeforeEach
  void emptyTables() throws SQLException {
    // The first store creates the schema; each test then starts from empty tables.
    store(TokenLimits.DEFAULTS).close();
    sql("TRUNCATE aclgen_token, aclgen_refresh_token");
  }

  @Test
  void twoStoresOnOneDatabaseShareTokensRevocationsAndLimits() {
    TokenStore one = store(new TokenLimits(2, 100));
    TokenStore other = store(new TokenLimits(2, 100));
    IssuedToken first = one.issue("u1", ACL, Duration.ofHours(1));
    clock.advance(Duration.ofMillis(1));
    IssuedToken second = other.issue("u1", ACL, Duration.ofHours(1));
    clock.advance(Duration.ofMillis(1));
    one.issue("u1", ACL, Duration.ofHours(1));

    assertThat(other.lookup(first.token())).as("the oldest of the two stores' tokens").isEmpty();
    assertThat(one.lookup(second.token())).isPresent();
    assertThat(other.revoke(second.token())).isTrue();
    assertThat(one.lookup(second.token())).isEmpty();
    RefreshToken refresh = one.refreshTokens().issue("u1", "app", false);
    assertThat(other.refreshTokens().use(refresh.token(), "app")).contains(refresh);
  }

  @Test
  void aReopenedStoreHasLostNothing() {
    TokenStore before = store(TokenLimits.DEFAULTS);
    IssuedToken issued = before.issue("u1", ACL, Duration.ofHours(1));
    RefreshToken refresh = before.refreshTokens().issue("u1", "app", true);
    before.close();

    TokenStore after = store(TokenLimits.DEFAULTS);

    assertThat(after.lookup(issued.token()).orElseThrow().acl()).isEqualTo(ACL);
    assertThat(after.refreshTokens().use(refresh.token(), "app")).contains(refresh);
  }

  @Test
  void aSweepDeletesABoundedBatchOfExpiredTokens() throws SQLException {
    TokenStore tokens = store(TokenLimits.DEFAULTS);
    IssuedToken live = tokens.issue("u1", ACL, Duration.ofHours(1));
    int expired = 2 * PostgresTokenStore.PURGE_BATCH + 500;
    sql(
        "INSERT INTO aclgen_token (token, auth_id, session_uuid, acl, metadata, issued_at,"
            + " expires_at) SELECT 'expired-' || i, 'u' || (i % 50), gen_random_uuid()::text,"
            + " ARRAY['confd.#'], '{}', now() - interval '2 hours', now() - interval '1 hour'"
            + " FROM generate_series(1, "
            + expired
            + ") AS i");

    assertThat(tokens.purgeExpired()).isEqualTo(PostgresTokenStore.PURGE_BATCH);
    assertThat(tokens.purgeExpired()).isEqualTo(PostgresTokenStore.PURGE_BATCH);
    assertThat(tokens.purgeExpired()).isEqualTo(500);
    assertThat(tokens.purgeExpired()).isZero();
    assertThat(expiredSessions).hasSize(expired);
    assertThat(tokens.lookup(live.token())).isPresent();
  }

  @Test
  void valuesPastTheStoresBoundsAreRefusedNamingTheField() {
    TokenStore tokens = store(TokenLimits.DEFAULTS);

    assertThatThrownBy(() -> tokens.issue("u1", List.of("a".repeat(1025)), Duration.ofHours(1)))
        .isInstanceOf(InvalidRequestException.class)
        .hasMessageContaining("acl[0] is 1025 characters long");
    assertThatThrownBy(() -> tokens.refreshTokens().issue("u1", "c".repeat(257), false))
        .isInstanceOf(InvalidRequestException.class)
        .hasMessageContaining("client_id is 257 characters long");
    assertThat(tokens.size()).isZero();
    assertThat(tokens.refreshTokens().of("u1")).isEmpty();
  }

  @Test
  void aSchemaNewerThanTheAppIsRefused() throws SQLException {
    sql("INSERT INTO aclgen_schema_version (version, script) VALUES (999, 'V999__future.sql')");
    try {
      assertThatThrownBy(() -> store(TokenLimits.DEFAULTS))
          .isInstanceOf(IllegalStateException.class)
          .hasMessageContaining("schema version 999, newer than this app's 2");
    } finally {
      sql("DELETE FROM aclgen_schema_version WHERE version = 999");
    }
  }

  private static void sql(String sql) throws SQLException {
    try (Connection connection = DriverManager.getConnection(DB.jdbcUrl());
        Statement statement = connection.createStatement()) {
      statement.execute(sql);
    }
  }
}
