package org.aclgen.runtime.decisions;

import java.time.Duration;
import java.time.Instant;
import java.util.Objects;

/**
 * The decision aclgen took on one request (or on one {@code requireAcl} check in code): what was
 * asked, by whom, and what it answered. It never holds the token, only its {@linkplain
 * #tokenFingerprint() fingerprint}.
 *
 * @param time when the decision was taken
 * @param service the service whose ACL was required (the realm of a 401 when no operation is known)
 * @param httpMethod the request's HTTP method, such as {@code GET}
 * @param pathTemplate the operation's path template, such as {@code /users/{user_id}/lines}; null
 *     when no operation is known (a 401 to an unknown path, a handler the implementation deploys)
 * @param resourceMethod the resource method, as {@code com.example.Users#lines(java.lang.String)};
 *     null when the request was refused before matching or for a method that is not the
 *     application's
 * @param aclTemplate the operation's ACL template, such as {@code
 *     confd.users.{user_id}.lines.read}; null for a public operation or when no operation is known
 * @param requiredAcl the required ACL as filled from the request, such as {@code
 *     confd.users.2f6c....lines.read}; null when it could not be filled, or when none is required
 * @param reason why: its {@link Reason#id()} is the stable id, its {@link Reason#outcome()} the
 *     outcome
 * @param user the token's user ({@code auth_id}); null without a valid token
 * @param session the token's session; null when unknown
 * @param tokenValidation how the token was validated
 * @param validationTime how long the validation took; null when no validator was asked
 * @param tokenFingerprint the first 8 bytes of the SHA-256 of the token, in lower-case hex (16
 *     characters); null without a token
 */
public record Decision(
    Instant time,
    String service,
    String httpMethod,
    String pathTemplate,
    String resourceMethod,
    String aclTemplate,
    String requiredAcl,
    Reason reason,
    String user,
    String session,
    TokenValidation tokenValidation,
    Duration validationTime,
    String tokenFingerprint) {

  /** Checks that the time, service, method, reason and validation are given. */
  public Decision {
    Objects.requireNonNull(time, "time");
    Objects.requireNonNull(service, "service");
    Objects.requireNonNull(httpMethod, "httpMethod");
    Objects.requireNonNull(reason, "reason");
    Objects.requireNonNull(tokenValidation, "tokenValidation");
  }

  /** The outcome, which the reason decides. */
  public Outcome outcome() {
    return reason.outcome();
  }
}
