package org.aclgen.tokens;

import org.aclgen.acl.internal.CataloguedMessage;
import org.aclgen.acl.internal.MessageKind;

/**
 * The catalogue of everything the token layer tells the people who run a service: the lines the
 * revocation feed's trust logs, and the texts of {@link TokenServiceUnavailableException}. Each
 * message has a stable id, printed first as {@code [aclgen.feed-lost]}, that tests, documentation
 * (docs/runtime.md, "Messages") and search engines can rely on; the text names the problem and,
 * where the reader can act, the fix. Several constants share an id when they are variants of one
 * event.
 *
 * <p>This artifact has its own catalogue because it runs without the JAX-RS runtime (a WebSocket
 * service validates tokens with it alone), which depends on it and not the other way round. When
 * the runtime logs a failed validation it quotes the exception's text, id included, after its own
 * id.
 *
 * <p>Not here, on purpose: the checks of a builder's arguments ({@code ttl must not be negative}),
 * whose plain {@link IllegalArgumentException} thrown at the caller's line is the whole message.
 */
enum TokenMessage implements CataloguedMessage {
  FEED_LOST(
      "aclgen.feed-lost",
      MessageKind.WARNING,
      "the revocation feed is not connected (%s): cached tokens are trusted for at most %s ms, so"
          + " the token service is asked more often, until it is back; check the broker or server"
          + " that the RevocationFeed subscribes to"),
  FEED_BACK(
      "aclgen.feed-back",
      MessageKind.INFO,
      "the revocation feed is back: cached tokens are trusted for the TTL"),
  PUBLISHER_FIRST_BEAT(
      "aclgen.publisher-beats",
      MessageKind.DEBUG,
      "the token service %s beats on the revocation feed"),
  PUBLISHER_BEATS_AGAIN(
      "aclgen.publisher-beats", MessageKind.INFO, "the token service %s beats again"),
  PUBLISHER_SILENT(
      "aclgen.publisher-silent",
      MessageKind.WARNING,
      "the token service %s stopped beating on the revocation feed: cached tokens are trusted for"
          + " at most %s ms until it beats again, or after %s s of silence; check that token"
          + " service and its connection to the feed"),
  PUBLISHER_GONE(
      "aclgen.publisher-gone",
      MessageKind.INFO,
      "the token service %s stopped: its heartbeats are no longer awaited"),
  PUBLISHER_FORGOTTEN(
      "aclgen.publisher-gone",
      MessageKind.INFO,
      "the token service %s was silent for %s s and is forgotten: its heartbeats are no longer"
          + " awaited"),
  PUBLISHER_OVERFLOW(
      "aclgen.publisher-overflow",
      MessageKind.WARNING,
      "more than %s token services (or one named by more than %s characters) beat on the"
          + " revocation feed: cached tokens are trusted for at most %s ms until the ones beyond"
          + " stop for %s s; check what publishes on the feed: each token service beats under one"
          + " short name that it keeps"),
  TIMEOUT(
      "aclgen.token-service-unavailable",
      MessageKind.THROWN,
      "the token service %s did not answer within %s; check that it is up, or raise"
          + " requestTimeout"),
  UNREACHABLE(
      "aclgen.token-service-unavailable",
      MessageKind.THROWN,
      "the token service %s could not be reached (%s); check that it is up and reachable from"
          + " this server"),
  INTERRUPTED(
      "aclgen.token-service-unavailable",
      MessageKind.THROWN,
      "interrupted while asking the token service %s: the server is stopping"),
  HTTP_STATUS(
      "aclgen.token-service-unavailable",
      MessageKind.THROWN,
      "the token service %s answered HTTP %s; its own log says why"),
  NOT_JSON(
      "aclgen.token-service-unavailable",
      MessageKind.THROWN,
      "the token service %s answered with content type '%s', not JSON; check that the URL names"
          + " the token service's API, not a proxy's or a login page"),
  NOT_UTF8(
      "aclgen.token-service-unavailable",
      MessageKind.THROWN,
      "the token service %s answered invalid UTF-8; check that the URL names the token service's"
          + " API"),
  WAIT_TIMEOUT(
      "aclgen.token-service-unavailable",
      MessageKind.THROWN,
      "the token service did not answer in time the call of another request for the same token,"
          + " which this one waited for"),
  WAIT_INTERRUPTED(
      "aclgen.token-service-unavailable",
      MessageKind.THROWN,
      "interrupted while waiting for the token service: the server is stopping"),
  WAIT_FAILED(
      "aclgen.token-service-unavailable",
      MessageKind.THROWN,
      "the validation of another request for the same token, which this one waited for, failed:"
          + " %s: %s"),
  NONSENSE(
      "aclgen.token-service-reply",
      MessageKind.THROWN,
      "the token service answered nonsense: %s; check that the URL names a token service of the"
          + " platform's API");

  private final Text text;

  TokenMessage(String id, MessageKind kind, String pattern) {
    this.text = new Text(id, kind, pattern);
  }

  @Override
  public Text text() {
    return text;
  }
}
