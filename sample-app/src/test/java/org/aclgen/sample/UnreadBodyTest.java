package org.aclgen.sample;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A request refused before its body is read (here a 403 from the ACL filter) leaves the connection
 * usable: either the server says {@code Connection: close} with the reply (a body not all there,
 * which the server does not wait for), or the next request on the connection is answered. Issue 17
 * §1: the server used to close the kept-alive connection after the reply without saying so, and a
 * client reusing it failed.
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

  /**
   * Issue 26 §2: the server used to wait for the rest of the body at the client's pace, holding the
   * request's thread and its place in the request caps; it now replies at once and closes.
   */
  @ParameterizedTest
  @ValueSource(ints = {2 * 1024, 200 * 1024})
  void aBodyStillArrivingIsNotWaitedForAndTheCloseIsAnnounced(int size) throws Exception {
    try (RawHttp raw = new RawHttp(app.baseUri())) {
      raw.sendHead(head(size));
      raw.sendBody(spaces(size / 2));

      RawHttp.Response refused = raw.read();

      assertThat(refused.status()).isEqualTo(403);
      assertThat(refused.headers()).containsEntry("connection", "close");
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

      // The server reads what has arrived when it refuses, never waiting for more: a body still in
      // transit then (likelier the larger it is) closes the connection, and says so.
      if (!"close".equals(refused.headers().get("connection"))) {
        raw.sendHead("GET " + AppClient.AUTH + "/token/" + alice + " HTTP/1.1\r\nHost: localhost");
        assertThat(raw.read().status()).isEqualTo(200);
      }
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
