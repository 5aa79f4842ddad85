package org.aclgen.sample;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Every endpoint reads at most its documented body size: 16 KiB for the token service, 1 MiB for
 * the others. A larger body is refused with 413 before it is read whole.
 */
class BodyLimitTest {

  private static final String FORWARD =
      AppClient.CONFD + "/users/" + TestUsers.ADMIN.uuid() + "/forwards/busy";

  private static SampleApp app;
  private static AppClient client;
  private static final HttpClient HTTP =
      HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

  @BeforeAll
  static void start() throws Exception {
    app = SampleApp.start(Options.defaults().withPort(0).withUsers(TestUsers.ALL));
    client = new AppClient(app);
  }

  @AfterAll
  static void stop() {
    app.close();
  }

  @Test
  void aTokenRequestAnnouncingMoreThan16KiBIsRefusedBeforeItsBodyIsSent() throws IOException {
    RawHttp.Response reply =
        announceWithoutSending(
            "POST " + AppClient.AUTH + "/token",
            "Authorization: " + AppClient.basic("alice", "alice-pw"),
            16 * 1024 + 1);

    assertThat(reply.status()).isEqualTo(413);
    assertThat(reply.body()).contains("\"error_id\":\"too-large\"", "16384 bytes");
    assertThat(reply.headers()).containsEntry("connection", "close");
  }

  @Test
  void aTokenRequestWithoutCredentialsIsUnauthorizedWhateverItsBody() throws Exception {
    // Without Authorization the body may only bring a refresh token; one that is not even JSON
    // is a request without credentials (401), never a parse error of a login (400).
    HttpResponse<String> reply =
        sendChunked(
            "POST",
            AppClient.AUTH + "/token",
            null,
            new java.io.ByteArrayInputStream("[".repeat(10_000).getBytes()));

    assertThat(reply.statusCode()).isEqualTo(401);
    assertThat(reply.body()).contains("\"error_id\":\"unauthorized\"");
  }

  @Test
  void anotherRequestAnnouncingMoreThan1MiBIsRefusedBeforeItsBodyIsSent() throws IOException {
    String token = client.token(TestUsers.ADMIN);
    RawHttp.Response reply =
        announceWithoutSending("PUT " + FORWARD, "X-Auth-Token: " + token, 1024 * 1024 + 1);

    assertThat(reply.status()).isEqualTo(413);
    assertThat(reply.body()).contains("\"error_id\":\"too-large\"", "1048576 bytes");
  }

  @Test
  void aChunkedScopesCheckOver16KiBIsRefused() throws Exception {
    String token = client.token(TestUsers.BOB);
    RawHttp.Response reply =
        uploadChunked(
            "POST " + AppClient.AUTH + "/token/" + token + "/scopes/check",
            null,
            EmptyObjects.ofBytes(64 * 1024));

    assertThat(reply.status()).isEqualTo(413);
    assertThat(reply.body()).contains("\"error_id\":\"too-large\"");
  }

  @Test
  void aChunkedBodyOver1MiBIsRefused() throws Exception {
    String token = client.token(TestUsers.ADMIN);
    RawHttp.Response reply =
        uploadChunked("PUT " + FORWARD, token, EmptyObjects.ofBytes(2 * 1024 * 1024));

    assertThat(reply.status()).isEqualTo(413);
    assertThat(reply.body()).contains("\"error_id\":\"too-large\"");
  }

  @Test
  void aChunkedBodyUnderTheLimitIsRead() throws Exception {
    String token = client.token(TestUsers.ADMIN);
    HttpResponse<String> reply =
        sendChunked(
            "PUT",
            FORWARD,
            token,
            new java.io.ByteArrayInputStream(
                "{\"enabled\": true, \"destination\": \"1234\"}".getBytes()));

    assertThat(reply.statusCode()).as(reply.body()).isIn(200, 204);
  }

  private static RawHttp.Response announceWithoutSending(
      String requestLine, String header, long length) throws IOException {
    try (RawHttp raw = new RawHttp(app.baseUri())) {
      raw.sendHead(
          requestLine
              + " HTTP/1.1\r\nHost: localhost\r\n"
              + header
              + "\r\nContent-Type: application/json\r\nContent-Length: "
              + length);
      return raw.read();
    }
  }

  /**
   * A chunked upload on a raw socket whose reply is read whatever becomes of the upload: the server
   * refuses an over-long body part-way and closes without draining it, which the JDK client, still
   * sending, may report as a broken pipe instead of the reply.
   */
  private static RawHttp.Response uploadChunked(String requestLine, String token, InputStream body)
      throws Exception {
    try (RawHttp raw = new RawHttp(app.baseUri())) {
      return raw.uploadChunked(
          requestLine
              + " HTTP/1.1\r\nHost: localhost\r\n"
              + (token == null ? "" : "X-Auth-Token: " + token + "\r\n")
              + "Content-Type: application/json\r\nTransfer-Encoding: chunked",
          body);
    }
  }

  private static HttpResponse<String> sendChunked(
      String method, String path, String token, InputStream body) throws Exception {
    HttpRequest.Builder request =
        HttpRequest.newBuilder(app.baseUri().resolve(path))
            .timeout(Duration.ofSeconds(10))
            .header("Content-Type", "application/json")
            .method(method, HttpRequest.BodyPublishers.ofInputStream(() -> body));
    if (token != null) {
      request.header("X-Auth-Token", token);
    }
    return HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString());
  }
}
