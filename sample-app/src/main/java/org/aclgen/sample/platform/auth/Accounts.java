package org.aclgen.sample.platform.auth;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.aclgen.sample.config.UserAccount;

/** Checks HTTP Basic credentials against the configured users. */
public final class Accounts {

  private static final String BASIC = "basic ";

  private final Map<String, UserAccount> byUsername = new LinkedHashMap<>();

  private final Map<String, UserAccount> byUuid = new LinkedHashMap<>();

  /** Accounts of the configured users. */
  public Accounts(List<UserAccount> users) {
    users.forEach(user -> byUsername.put(user.username(), user));
    users.forEach(user -> byUuid.put(user.uuid(), user));
  }

  /** The configured user of this uuid, such as the owner of a refresh token. */
  public Optional<UserAccount> byUuid(String uuid) {
    return Optional.ofNullable(byUuid.get(uuid));
  }

  /**
   * The user an {@code Authorization: Basic ...} header authenticates, or empty when the header is
   * missing, malformed, or names an unknown user or a wrong password.
   */
  public Optional<UserAccount> authenticate(String authorization) {
    Optional<String> decoded = decode(authorization);
    if (decoded.isEmpty()) {
      return Optional.empty();
    }
    int colon = decoded.get().indexOf(':');
    UserAccount user = byUsername.get(decoded.get().substring(0, colon));
    String password = decoded.get().substring(colon + 1);
    // Compared in constant time, so that response times do not reveal the password.
    if (user == null
        || !MessageDigest.isEqual(
            user.password().getBytes(StandardCharsets.UTF_8),
            password.getBytes(StandardCharsets.UTF_8))) {
      return Optional.empty();
    }
    return Optional.of(user);
  }

  /**
   * The username an {@code Authorization: Basic ...} header claims, known or not, or empty when the
   * header is missing or malformed.
   */
  public static Optional<String> claimedUsername(String authorization) {
    return decode(authorization).map(pair -> pair.substring(0, pair.indexOf(':')));
  }

  /** The {@code username:password} of a Basic header, or empty when it has none. */
  private static Optional<String> decode(String authorization) {
    if (authorization == null
        || authorization.length() < BASIC.length()
        || !authorization.substring(0, BASIC.length()).equalsIgnoreCase(BASIC)) {
      return Optional.empty();
    }
    String decoded;
    try {
      byte[] bytes = Base64.getDecoder().decode(authorization.substring(BASIC.length()).strip());
      decoded = new String(bytes, StandardCharsets.UTF_8);
    } catch (IllegalArgumentException notBase64) {
      return Optional.empty();
    }
    return decoded.indexOf(':') < 0 ? Optional.empty() : Optional.of(decoded);
  }
}
