package org.aclgen.sample;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A request refused before its body is read (here a 403 from the ACL filter) leaves the connection
 * usable: either the server says {@code Connection: close} with the reply, or the next request on
 * the connection is answered. Issue 17 §1: the server used to close the kept-alive connection after
 * the reply without saying so, and a client reusing it failed.
 */
class UnreadBodyTest {

  /** A path alice's token does not grant a write on. */
  private static final String REFUSED =
      AppClient.CONFD + "/users/" + TestUsers.ALICE.uuid() + "/forwards/busy";

  private static SampleApp app;
  private static String alice;

  @BeforeAll
  static void start() throws Exception {
    app = SampleApp.start(Options.defaults().withPort(0).withUsers(TestUsers.ALL));
    alice = new AppClient(app).token(TestUsers.ALICE);
  }

  @AfterAll
  static void stop() {
    app.close();
  }

  @ParameterizedTest
  @ValueSource(ints = {2 * 1024, 200 * 1024})
  void aBodyStillArrivingThenAnotherRequestOnTheSameConnection(int size) throws Exception {
    try (RawHttp raw = new RawHttp(app.baseUri())) {
      raw.sendHead(head(size));
      raw.sendBody(spaces(size / 2));
      CompletableFuture<RawHttp.Response> refused =
          CompletableFuture.supplyAsync(
              () -> {
                try {
                  return raw.read();
                } catch (IOException e) {
                  throw new UncheckedIOException(e);
                }
              });
      try {
        // The server used to reply before the rest was sent; now it reads the rest first.
        refused.get(1, TimeUnit.SECONDS);
      } catch (TimeoutException waitingForTheRest) {
        // Expected since the fix: the reply waits for the body.
      }
      raw.sendBody(spaces(size - size / 2));

      assertThat(refused.get(10, TimeUnit.SECONDS).status()).isEqualTo(403);
      assertThat(refused.get().headers()).doesNotContainEntry("connection", "close");
      raw.sendHead("GET " + AppClient.AUTH + "/token/" + alice + " HTTP/1.1\r\nHost: localhost");
      assertThat(raw.read().status()).isEqualTo(200);
    }
  }

  @Test
  void aBodyPastTheLimitIsNotReadAndTheCloseIsAnnounced() throws Exception {
    try (RawHttp raw = new RawHttp(app.baseUri())) {
      raw.sendHead(
          head(2 * 1024 * 1024).replace("Content-Length: 2097152", "Transfer-Encoding: chunked"));
      raw.sendBody("100000\r\n".getBytes(StandardCharsets.US_ASCII));
      raw.sendBody(spaces(0x100000));
      raw.sendBody("\r\n100\r\n".getBytes(StandardCharsets.US_ASCII));
      raw.sendBody(spaces(0x100));

      RawHttp.Response refused = raw.read();

      assertThat(refused.status()).isEqualTo(403);
      assertThat(refused.headers()).containsEntry("connection", "close");
    }
  }

  @ParameterizedTest
  @ValueSource(ints = {2 * 1024, 200 * 1024})
  void aWholeBodyThenAnotherRequestOnTheSameConnection(int size) throws IOException {
    try (RawHttp raw = new RawHttp(app.baseUri())) {
      raw.sendHead(head(size));
      raw.sendBody(spaces(size));
      RawHttp.Response refused = raw.read();
      assertThat(refused.status()).isEqualTo(403);

      assertThat(refused.headers()).doesNotContainEntry("connection", "close");
      raw.sendHead("GET " + AppClient.AUTH + "/token/" + alice + " HTTP/1.1\r\nHost: localhost");
      assertThat(raw.read().status()).isEqualTo(200);
    }
  }

  @ParameterizedTest
  @ValueSource(ints = {2 * 1024, 200 * 1024})
  void theJdkClientReusesOrReopensTheConnection(int size) throws Exception {
    HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
    for (int i = 0; i < 20; i++) {
      HttpRequest put =
          HttpRequest.newBuilder(app.baseUri().resolve(REFUSED))
              .header("X-Auth-Token", alice)
              .header("Content-Type", "application/json")
              .PUT(HttpRequest.BodyPublishers.ofByteArray(spaces(size)))
              .build();
      HttpRequest get =
          HttpRequest.newBuilder(app.baseUri().resolve(AppClient.AUTH + "/token/" + alice)).build();

      assertThat(http.send(put, HttpResponse.BodyHandlers.discarding()).statusCode())
          .isEqualTo(403);
      assertThat(http.send(get, HttpResponse.BodyHandlers.discarding()).statusCode())
          .isEqualTo(200);
    }
  }

  private static String head(int size) {
    return "PUT "
        + REFUSED
        + " HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nX-Auth-Token: "
        + alice
        + "\r\nContent-Length: "
        + size;
  }

  private static byte[] spaces(int size) {
    byte[] body = new byte[size];
    Arrays.fill(body, (byte) ' ');
    return body;
  }
}
