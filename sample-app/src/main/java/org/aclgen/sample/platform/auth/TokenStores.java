package org.aclgen.sample.platform.auth;

import java.time.Clock;
import org.aclgen.sample.platform.auth.postgres.PostgresTokenStore;

/** Opens the token store that {@code --token-store} names. */
public final class TokenStores {

  /** The value of {@code --token-store} that keeps tokens in memory, the default. */
  public static final String MEMORY = "memory";

  /** How every database URL of {@code --token-store} starts. */
  public static final String POSTGRESQL_PREFIX = "jdbc:postgresql:";

  private TokenStores() {}

  /**
   * The store of {@code spec}: {@link #MEMORY}, or a PostgreSQL JDBC URL.
   *
   * @throws IllegalArgumentException when {@code spec} is neither
   * @throws IllegalStateException when the database cannot be reached or has a newer schema
   */
  public static TokenStore open(String spec, Clock clock) {
    if (spec.equals(MEMORY)) {
      return new MemoryTokenStore(clock);
    }
    if (spec.startsWith(POSTGRESQL_PREFIX)) {
      return PostgresTokenStore.open(spec, clock);
    }
    // The value is not repeated: it may hold a password.
    throw new IllegalArgumentException(
        "--token-store must be memory or a JDBC URL such as"
            + " jdbc:postgresql://127.0.0.1:5432/aclgen?user=aclgen&password=...");
  }
}
