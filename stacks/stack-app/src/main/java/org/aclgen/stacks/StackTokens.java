package org.aclgen.stacks;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.List;
import org.aclgen.testing.LocalTokenStore;
import org.aclgen.testing.tokenservice.StoreTable;
import org.aclgen.tokens.testing.FakeTokenService;

/**
 * The token service every stack's application asks: one per test JVM, on loopback, serving the
 * platform's token API from a {@link LocalTokenStore} in which the matrix issues its tokens.
 */
public final class StackTokens {

  private static final java.net.http.HttpClient CLIENT = java.net.http.HttpClient.newHttpClient();

  private static LocalTokenStore store;
  private static FakeTokenService service;

  private StackTokens() {}

  /**
   * Starts the token service once and answers its base URL, for {@code aclgen.token-service.url}.
   */
  public static synchronized String start() {
    if (service == null) {
      store = new LocalTokenStore();
      try {
        service = StoreTable.serve(store);
      } catch (IOException e) {
        throw new UncheckedIOException("the stack's token service could not start", e);
      }
    }
    return service.baseUrl();
  }

  /** A token of {@code user} carrying {@code acl}, valid for an hour. */
  public static synchronized String issue(String user, String... acl) {
    start();
    return store.issue(user, List.of(acl), Duration.ofHours(1)).token();
  }

  /** The running token service, to stop and restart it. */
  public static synchronized FakeTokenService service() {
    start();
    return service;
  }

  /** The status a GET of {@code uri} gets over real HTTP, with {@code token} if not null. */
  public static int status(java.net.URI uri, String token) throws Exception {
    java.net.http.HttpRequest.Builder request =
        java.net.http.HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(20));
    if (token != null) {
      request.header("X-Auth-Token", token);
    }
    return CLIENT
        .send(request.build(), java.net.http.HttpResponse.BodyHandlers.discarding())
        .statusCode();
  }
}
