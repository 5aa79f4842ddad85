package org.aclgen.sample;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every error the server sends is the app's JSON error body and names none of the libraries the app
 * is built with: the server's own replies to broken HTTP, bodies of another type, and bodies the
 * JSON parser refuses.
 */
class ErrorRepliesTest {

  /** Words that would tell an attacker what the server runs. */
  private static final List<String> LIBRARY_WORDS =
      List.of(
          "jackson",
          "jersey",
          "jetty",
          "glassfish",
          "streamreadconstraints",
          "fasterxml",
          "exception",
          "feature",
          "`",
          "<html");

  private static final HttpClient HTTP =
      HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
  private static final ObjectMapper JSON = new ObjectMapper();

  private static SampleApp app;

  @BeforeAll
  static void start() throws Exception {
    app = SampleApp.start(Options.defaults().withPort(0).withUsers(TestUsers.ALL));
  }

  @AfterAll
  static void stop() {
    app.close();
  }

  @Test
  void anOverLongUriIs414AsJson() throws IOException {
    RawHttp.Response reply = raw("GET /" + "a".repeat(20_000) + " HTTP/1.1\r\nHost: localhost");

    assertJsonError(reply, 414, "uri-too-long");
  }

  @Test
  void overLargeHeadersAre431AsJson() throws IOException {
    RawHttp.Response reply =
        raw("GET /api/confd/1.1/users HTTP/1.1\r\nHost: localhost\r\nX-Big: " + "b".repeat(20_000));

    assertJsonError(reply, 431, "headers-too-large");
  }

  @Test
  void aRequestThatIsNotHttpIs400AsJson() throws IOException {
    RawHttp.Response reply =
        raw("GET /api/confd/1.1/users HTTP/1.1\r\nHost: localhost\r\nNo colon");

    assertJsonError(reply, 400, "invalid-data");
  }

  @ParameterizedTest
  @ValueSource(strings = {"text/plain", "application/x-www-form-urlencoded", "application/xml"})
  void aBodyOfAnotherTypeIs415(String type) throws Exception {
    HttpResponse<String> reply = issue("{\"expiration\": 60}", type);

    assertJsonError(reply, 415, "unsupported-media-type");
    assertThat(json(reply.body()).path("message").asText()).contains("application/json", type);
  }

  @Test
  void aBodyWithoutTypeIs415() throws Exception {
    HttpResponse<String> reply = issue("{\"expiration\": 60}", null);

    assertJsonError(reply, 415, "unsupported-media-type");
  }

  @Test
  void anEmptyBodyNeedsNoType() throws Exception {
    assertThat(issue("", null).statusCode()).isEqualTo(200);
  }

  @ParameterizedTest
  @ValueSource(strings = {"application/json; charset=utf-8", "application/vnd.platform+json"})
  void jsonTypesAreRead(String type) throws Exception {
    assertThat(issue("{\"expiration\": 60}", type).statusCode()).isEqualTo(200);
  }

  @Test
  void aRepeatedKeyIsRefused() throws Exception {
    HttpResponse<String> reply =
        issue("{\"expiration\": 60, \"expiration\": 86400}", "application/json");

    assertJsonError(reply, 400, "invalid-data");
    assertThat(json(reply.body()).path("message").asText()).contains("expiration");
  }

  @Test
  void aDeepBodyIsRefusedWithoutNamingTheParser() throws Exception {
    HttpResponse<String> reply = issue("[".repeat(2000) + "]".repeat(2000), "application/json");

    assertJsonError(reply, 400, "invalid-data");
    assertThat(json(reply.body()).path("message").asText()).contains("64 levels");
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "{\"expiration\": NaN}",
        "/* comment */ {}",
        "{'expiration': 60}",
        "{\"expiration\": 60,}",
        "{\"expiration\": 60} {}",
        "{\"expiration\": 6"
            + "0000000000000000000000000000000000000000000000000000"
            + "00000000000000000000000000000000000000000000000000000000000000}",
        "\u0000",
        "{\"a\": \"\\x\"}"
      })
  void aMalformedBodyIs400WithoutNamingTheParser(String body) throws Exception {
    HttpResponse<String> reply = issue(body, "application/json");

    assertJsonError(reply, 400, "invalid-data");
  }

  private static HttpResponse<String> issue(String body, String type) throws Exception {
    HttpRequest.Builder request =
        HttpRequest.newBuilder(app.baseUri().resolve(AppClient.AUTH + "/token"))
            .header("Authorization", AppClient.basic("alice", "alice-pw"))
            .POST(HttpRequest.BodyPublishers.ofString(body));
    if (type != null) {
      request.header("Content-Type", type);
    }
    return HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString());
  }

  private static RawHttp.Response raw(String head) throws IOException {
    URI base = app.baseUri();
    try (RawHttp raw = new RawHttp(base)) {
      raw.sendHead(head);
      return raw.read();
    }
  }

  private static void assertJsonError(RawHttp.Response reply, int status, String errorId)
      throws IOException {
    assertThat(reply.status()).as(reply.body()).isEqualTo(status);
    assertThat(reply.headers().get("content-type")).startsWith("application/json");
    assertJsonBody(reply.body(), errorId);
  }

  private static void assertJsonError(HttpResponse<String> reply, int status, String errorId)
      throws IOException {
    assertThat(reply.statusCode()).as(reply.body()).isEqualTo(status);
    assertThat(reply.headers().firstValue("Content-Type"))
        .hasValueSatisfying(type -> assertThat(type).startsWith("application/json"));
    assertJsonBody(reply.body(), errorId);
  }

  private static void assertJsonBody(String body, String errorId) throws IOException {
    JsonNode error = json(body);
    assertThat(error.path("error_id").asText()).as(body).isEqualTo(errorId);
    assertThat(error.path("message").asText()).isNotBlank();
    assertThat(error.has("timestamp")).isTrue();
    for (String word : LIBRARY_WORDS) {
      assertThat(body.toLowerCase(java.util.Locale.ROOT)).as(body).doesNotContain(word);
    }
  }

  private static JsonNode json(String body) throws IOException {
    return JSON.readTree(body);
  }
}
