package org.aclgen.sample.platform.websocketd;

/**
 * The close codes of the event service's WebSocket protocol: the platform's 4001 to 4004, the
 * standard 1008 for a client past one of the service's bounds, and the standard 1013 for a session
 * past the bounds on open sessions.
 */
enum CloseCode {
  /** The connection carries no token, neither in {@code ?token=} nor in {@code X-Auth-Token}. */
  NO_TOKEN(4001),
  /**
   * The token is unknown, revoked (also while the connection is open), cannot be checked, or does
   * not hold {@code websocketd}.
   */
  AUTHENTICATION_FAILED(4002),
  /** The token expired while the connection was open. */
  TOKEN_EXPIRED(4003),
  /** The client broke the protocol: bad JSON, an unknown op, a missing field, a binary frame. */
  PROTOCOL_ERROR(4004),
  /**
   * The client passed a bound of the service: more than {@link EventSocket#MAX_SUBSCRIPTIONS}
   * subscriptions, an event name longer than {@link EventSocket#MAX_EVENT_NAME_CHARS} characters,
   * or too many frames left unread (see {@link SessionSender}).
   */
  POLICY_VIOLATION(1008),
  /**
   * The service holds as many sessions as it may: {@link SessionLimits#PER_TOKEN} with this token,
   * {@link SessionLimits#PER_USER} of this user, or its total; the reason says which.
   */
  TRY_AGAIN_LATER(1013);

  private final int code;

  CloseCode(int code) {
    this.code = code;
  }

  /** The numeric WebSocket close code. */
  int code() {
    return code;
  }
}
