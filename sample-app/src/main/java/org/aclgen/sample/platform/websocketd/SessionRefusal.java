package org.aclgen.sample.platform.websocketd;

/** Ends a WebSocket session with a protocol close code and a reason the client can read. */
final class SessionRefusal extends Exception {

  private static final long serialVersionUID = 1L;

  private final CloseCode closeCode;

  SessionRefusal(CloseCode closeCode, String reason) {
    super(reason, null, false, false);
    this.closeCode = closeCode;
  }

  CloseCode closeCode() {
    return closeCode;
  }
}
