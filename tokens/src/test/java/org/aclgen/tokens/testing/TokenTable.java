package org.aclgen.tokens.testing;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The tokens a {@link FakeTokenService} knows, as the platform's token service replies them. */
@FunctionalInterface
public interface TokenTable {

  /** The token's row, or empty when the table does not hold it (or it has expired). */
  Optional<Row> lookup(String token);

  /** The fields of the platform's token reply. */
  record Row(
      String token,
      String authId,
      List<String> acl,
      Instant issuedAt,
      Instant expiresAt,
      String sessionUuid,
      Map<String, String> metadata) {}
}
