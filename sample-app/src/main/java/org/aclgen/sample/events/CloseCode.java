package org.aclgen.sample.events;

/** The close codes of the event service's WebSocket protocol, as the platform defines them. */
enum CloseCode {
  /** The connection carries no token, neither in {@code ?token=} nor in {@code X-Auth-Token}. */
  NO_TOKEN(4001),
  /** The token is unknown, cannot be checked, or does not hold {@code websocketd}. */
  AUTHENTICATION_FAILED(4002),
  /** The token expired while the connection was open. */
  TOKEN_EXPIRED(4003),
  /** The client broke the protocol: bad JSON, an unknown op, a missing field, a binary frame. */
  PROTOCOL_ERROR(4004);

  private final int code;

  CloseCode(int code) {
    this.code = code;
  }

  /** The numeric WebSocket close code. */
  int code() {
    return code;
  }
}
