package org.aclgen.sample.platform.auth;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.aclgen.sample.platform.auth.FailureCounts.Failures;
import org.aclgen.sample.platform.auth.FailureCounts.Kind;
import org.aclgen.sample.platform.auth.postgres.PostgresTokenStore;
import org.aclgen.testsupport.MutableClock;
import org.aclgen.testsupport.PostgresDatabase;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The failed-login counts in PostgreSQL: two stores on one database counting at once lose no
 * failure, stale counts start again, the schema is migrated once, and keys of any length fit.
 */
class PostgresFailureCountsTest {

  @RegisterExtension static final PostgresDatabase DB = new PostgresDatabase();

  private final MutableClock clock = new MutableClock();
  private final List<TokenStore> stores = new ArrayList<>();

  @BeforeEach
  void emptyTable() throws SQLException {
    open();
    update("TRUNCATE aclgen_login_failure");
  }

  @AfterEach
  void close() {
    stores.forEach(TokenStore::close);
  }

  private FailureCounts open() {
    TokenStore store = PostgresTokenStore.open(DB.jdbcUrl(), clock);
    stores.add(store);
    return store.failureCounts();
  }

  @Test
  void concurrentFailuresOnTwoStoresAreAllCounted() throws Exception {
    FailureCounts one = open();
    FailureCounts other = open();
    int perStore = 20;
    CountDownLatch start = new CountDownLatch(1);
    ExecutorService pool = Executors.newFixedThreadPool(4);
    try {
      List<Future<Failures>> added = new ArrayList<>();
      for (int i = 0; i < 2 * perStore; i++) {
        FailureCounts counts = i % 2 == 0 ? one : other;
        added.add(
            pool.submit(
                () -> {
                  start.await();
                  Instant now = clock.instant();
                  return counts.add(Kind.USER, "alice", now, now.minus(LoginThrottle.FORGET_AFTER));
                }));
      }
      start.countDown();
      List<Integer> counts = new ArrayList<>();
      for (Future<Failures> failures : added) {
        counts.add(failures.get(30, TimeUnit.SECONDS).count());
      }
      assertThat(counts).doesNotHaveDuplicates().hasSize(2 * perStore);
    } finally {
      pool.shutdownNow();
    }
    assertThat(one.get(Kind.USER, "alice").orElseThrow().count()).isEqualTo(2 * perStore);
  }

  @Test
  void aStaleCountStartsAgainAndAClearedOneIsGone() {
    FailureCounts counts = open();
    Instant now = clock.instant();
    counts.add(Kind.ADDRESS, "10.0.0.1", now, now.minus(LoginThrottle.FORGET_AFTER));
    counts.add(Kind.ADDRESS, "10.0.0.1", now, now.minus(LoginThrottle.FORGET_AFTER));

    Instant later = now.plus(LoginThrottle.FORGET_AFTER);
    Failures after = counts.add(Kind.ADDRESS, "10.0.0.1", later, now);

    // PostgreSQL keeps microseconds.
    assertThat(after).isEqualTo(new Failures(1, later.truncatedTo(ChronoUnit.MICROS)));
    assertThat(counts.get(Kind.USER, "10.0.0.1")).as("another kind").isEmpty();
    counts.clear(Kind.ADDRESS, "10.0.0.1");
    assertThat(counts.get(Kind.ADDRESS, "10.0.0.1")).isEmpty();
  }

  @Test
  void aKeyOfAnyLengthIsCountedAndStoredBounded() throws SQLException {
    FailureCounts counts = open();
    String huge = "u".repeat(8_000);
    Instant now = clock.instant();

    counts.add(Kind.USER, huge, now, now.minus(LoginThrottle.FORGET_AFTER));
    counts.add(Kind.USER, huge, now, now.minus(LoginThrottle.FORGET_AFTER));

    assertThat(counts.get(Kind.USER, huge).orElseThrow().count()).isEqualTo(2);
    assertThat(counts.get(Kind.USER, "u".repeat(7_999))).isEmpty();
    assertThat(query("SELECT max(length(key)) FROM aclgen_login_failure")).isLessThan(128);
  }

  @Test
  void staleRowsAreDeletedByLaterFailures() throws SQLException {
    FailureCounts counts = open();
    Instant now = clock.instant();
    for (int i = 0; i < 4; i++) {
      counts.add(Kind.USER, "old-" + i, now, now.minus(LoginThrottle.FORGET_AFTER));
    }

    Instant later = now.plus(LoginThrottle.FORGET_AFTER);
    counts.add(Kind.USER, "new-1", later, now);
    counts.add(Kind.USER, "new-2", later, now);

    assertThat(query("SELECT count(*) FROM aclgen_login_failure WHERE key LIKE 'old-%'")).isZero();
  }

  @Test
  void theTableKeepsAtMostTheMemoryCapOfKeysPerKindTheOldestDeletedFirst() throws SQLException {
    FailureCounts counts = open();
    Instant now = clock.instant();
    // One key more than the cap, key-1 the oldest, all recent enough to be remembered.
    update(
        "INSERT INTO aclgen_login_failure SELECT 'USER', 'key-' || n, 1, timestamptz '"
            + now
            + "' - (10002 - n) * interval '1 millisecond' FROM generate_series(1, "
            + (MemoryFailureCounts.MAX_KEYS + 1)
            + ") AS n");

    counts.add(Kind.USER, "newest", now, now.minus(LoginThrottle.FORGET_AFTER));

    assertThat(query("SELECT count(*) FROM aclgen_login_failure WHERE kind = 'USER'"))
        .isEqualTo(MemoryFailureCounts.MAX_KEYS);
    assertThat(counts.get(Kind.USER, "key-1")).isEmpty();
    assertThat(counts.get(Kind.USER, "key-2")).isEmpty();
    assertThat(counts.get(Kind.USER, "key-3")).isPresent();
    assertThat(counts.get(Kind.USER, "newest")).isPresent();
  }

  @Test
  void theSchemaIsMigratedOnceForManyStores() throws SQLException {
    open();
    open();

    assertThat(query("SELECT count(*) FROM aclgen_schema_version")).isEqualTo(2);
    assertThat(query("SELECT max(version) FROM aclgen_schema_version")).isEqualTo(2);
  }

  private static void update(String sql) throws SQLException {
    try (Connection connection = DriverManager.getConnection(DB.jdbcUrl());
        Statement statement = connection.createStatement()) {
      statement.execute(sql);
    }
  }

  private static int query(String sql) throws SQLException {
    try (Connection connection = DriverManager.getConnection(DB.jdbcUrl());
        Statement statement = connection.createStatement();
        ResultSet rows = statement.executeQuery(sql)) {
      rows.next();
      return rows.getInt(1);
    }
  }
}
