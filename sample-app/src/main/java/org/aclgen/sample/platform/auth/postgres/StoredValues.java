package org.aclgen.sample.platform.auth.postgres;

import java.util.List;
import java.util.Map;
import org.aclgen.sample.showcase.domain.InvalidRequestException;

/**
 * The bounds of what the token store keeps. Its columns are unbounded {@code text}, so the database
 * never truncates a value; these bounds refuse, at issue time and with a 400 naming the field, a
 * value that would make every row of a token (and every validation reading it) needlessly large.
 */
final class StoredValues {

  /** The longest user uuid ({@code auth_id}), in characters. */
  static final int MAX_AUTH_ID = 256;

  /** The most ACLs a token holds. */
  static final int MAX_ACL_COUNT = 1_000;

  /** The longest ACL, in characters. */
  static final int MAX_ACL_LENGTH = 1_024;

  /** The longest metadata key or value, in characters. */
  static final int MAX_METADATA_LENGTH = 1_024;

  /** The longest {@code client_id} of a refresh token, in characters. */
  static final int MAX_CLIENT_ID = 256;

  private StoredValues() {}

  /** Refuses a token whose values are over the bounds. */
  static void checkToken(String authId, List<String> acl, Map<String, String> metadata) {
    checkLength("auth_id", authId, MAX_AUTH_ID);
    if (!storable(authId)
        || !acl.stream().allMatch(StoredValues::storable)
        || !metadata.entrySet().stream()
            .allMatch(e -> storable(e.getKey()) && storable(e.getValue()))) {
      throw new InvalidRequestException("a token value holds a NUL character");
    }
    if (acl.size() > MAX_ACL_COUNT) {
      throw new InvalidRequestException(
          "acl has "
              + acl.size()
              + " entries; the token store keeps at most "
              + MAX_ACL_COUNT
              + " per token");
    }
    for (int i = 0; i < acl.size(); i++) {
      checkLength("acl[" + i + "]", acl.get(i), MAX_ACL_LENGTH);
    }
    for (Map.Entry<String, String> entry : metadata.entrySet()) {
      checkLength("metadata key", entry.getKey(), MAX_METADATA_LENGTH);
      checkLength("metadata." + entry.getKey(), entry.getValue(), MAX_METADATA_LENGTH);
    }
  }

  /** Refuses a {@code client_id} over its bound, or holding a character PostgreSQL cannot keep. */
  static void checkClientId(String clientId) {
    checkLength("client_id", clientId, MAX_CLIENT_ID);
    if (!storable(clientId)) {
      throw new InvalidRequestException("client_id holds a NUL character");
    }
  }

  /**
   * Whether PostgreSQL can hold {@code value} as text: it refuses the NUL character (the request
   * then fails as if the database were down). A value that cannot be stored was never stored, so a
   * lookup of it finds nothing without asking.
   */
  static boolean storable(String value) {
    return value == null || value.indexOf('\0') < 0;
  }

  private static void checkLength(String field, String value, int max) {
    if (value != null && value.length() > max) {
      throw new InvalidRequestException(
          field
              + " is "
              + value.length()
              + " characters long; the token store keeps at most "
              + max);
    }
  }
}
