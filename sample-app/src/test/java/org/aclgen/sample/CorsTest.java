package org.aclgen.sample;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.aclgen.sample.http.CorsOrigins;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * CORS: a browser application of an allowed origin gets its preflights answered before the ACL
 * filter and may read the replies; another origin gets neither; by default no origin is allowed.
 */
class CorsTest {

  private static final String APP_ORIGIN = "http://localhost:3000";
  private static final String ALICE_USER =
      AppClient.CONFD + "/users/" + TestUsers.ALICE.uuid() + "/lines";

  private static final HttpClient HTTP = HttpClient.newHttpClient();
  private static SampleApp allowing;
  private static SampleApp byDefault;

  @BeforeAll
  static void start() throws Exception {
    Options options = Options.defaults().withPort(0).withUsers(TestUsers.ALL);
    allowing = SampleApp.start(options.withCorsOrigins(CorsOrigins.parse(APP_ORIGIN)));
    byDefault = SampleApp.start(options);
  }

  @AfterAll
  static void stop() {
    allowing.close();
    byDefault.close();
  }

  private static HttpResponse<String> preflight(SampleApp app, String origin, String headers)
      throws IOException, InterruptedException {
    HttpRequest request =
        HttpRequest.newBuilder(app.baseUri().resolve(ALICE_USER))
            .method("OPTIONS", HttpRequest.BodyPublishers.noBody())
            .header("Origin", origin)
            .header("Access-Control-Request-Method", "GET")
            .header("Access-Control-Request-Headers", headers)
            .build();
    return HTTP.send(request, HttpResponse.BodyHandlers.ofString());
  }

  private static HttpResponse<String> get(SampleApp app, String origin, String token)
      throws IOException, InterruptedException {
    HttpRequest request =
        HttpRequest.newBuilder(app.baseUri().resolve(ALICE_USER))
            .header("Origin", origin)
            .header("X-Auth-Token", token)
            .build();
    return HTTP.send(request, HttpResponse.BodyHandlers.ofString());
  }

  @Test
  void aPreflightToAProtectedPathIsAnsweredForAnAllowedOrigin() throws Exception {
    HttpResponse<String> reply = preflight(allowing, APP_ORIGIN, "x-auth-token, content-type");

    assertThat(reply.statusCode()).isEqualTo(204);
    assertThat(reply.headers().firstValue("Access-Control-Allow-Origin")).contains(APP_ORIGIN);
    assertThat(reply.headers().firstValue("Access-Control-Allow-Headers"))
        .hasValueSatisfying(v -> assertThat(v).contains("X-Auth-Token"));
    assertThat(reply.headers().firstValue("Access-Control-Allow-Methods"))
        .hasValueSatisfying(v -> assertThat(v).contains("GET", "DELETE"));
  }

  @Test
  void aPreflightFromAnotherOriginIsRefused() throws Exception {
    HttpResponse<String> reply = preflight(allowing, "http://evil.example", "x-auth-token");

    assertThat(reply.statusCode()).isEqualTo(403);
    assertThat(reply.headers().firstValue("Access-Control-Allow-Origin")).isEmpty();
    assertThat(reply.body()).contains("--cors-origins");
  }

  @Test
  void aPreflightAskingForAnotherHeaderIsRefused() throws Exception {
    HttpResponse<String> reply = preflight(allowing, APP_ORIGIN, "x-secret-header");

    assertThat(reply.statusCode()).isEqualTo(403);
    assertThat(reply.body()).contains("x-secret-header");
  }

  @Test
  void theRepliesOfAnAllowedOriginAreMarkedErrorsIncluded() throws Exception {
    String token = new AppClient(allowing).token(TestUsers.ALICE);

    HttpResponse<String> ok = get(allowing, APP_ORIGIN, token);
    HttpResponse<String> refused = get(allowing, APP_ORIGIN, "not-a-token");

    assertThat(ok.statusCode()).isEqualTo(200);
    assertThat(ok.headers().firstValue("Access-Control-Allow-Origin")).contains(APP_ORIGIN);
    assertThat(refused.statusCode()).isEqualTo(401);
    assertThat(refused.headers().firstValue("Access-Control-Allow-Origin")).contains(APP_ORIGIN);
  }

  @Test
  void theRepliesOfAnotherOriginAreNotMarked() throws Exception {
    String token = new AppClient(allowing).token(TestUsers.ALICE);

    HttpResponse<String> reply = get(allowing, "http://evil.example", token);

    assertThat(reply.headers().firstValue("Access-Control-Allow-Origin")).isEmpty();
  }

  /** Issue 26 §5: only the replies to allowed origins said {@code Vary: Origin}. */
  @Test
  void everyReplyOfACorsEnabledAppVariesOnTheOrigin() throws Exception {
    String token = new AppClient(allowing).token(TestUsers.ALICE);
    HttpResponse<String> noOrigin =
        HTTP.send(
            HttpRequest.newBuilder(allowing.baseUri().resolve(ALICE_USER))
                .header("X-Auth-Token", token)
                .build(),
            HttpResponse.BodyHandlers.ofString());
    HttpResponse<String> otherOrigin = get(allowing, "http://evil.example", token);

    assertThat(noOrigin.headers().allValues("Vary")).containsExactly("Origin");
    assertThat(otherOrigin.headers().allValues("Vary")).containsExactly("Origin");
    assertThat(otherOrigin.headers().firstValue("Access-Control-Allow-Origin")).isEmpty();
    assertThat(get(byDefault, APP_ORIGIN, token).headers().firstValue("Vary")).isEmpty();
  }

  /**
   * Issue 26 §5: the server's own error replies (here a 414, written before any filter runs) had no
   * CORS header. The request head was not read, so its origin is unknown: with {@code *} the reply
   * is marked for any origin, with a list of origins it varies on the origin.
   */
  @Test
  void theServersOwnErrorRepliesCarryTheCorsHeaders() throws Exception {
    Options options = Options.defaults().withPort(0).withUsers(TestUsers.ALL);
    try (SampleApp any = SampleApp.start(options.withCorsOrigins(CorsOrigins.ANY))) {
      RawHttp.Response toAny = overLongUri(any);
      RawHttp.Response toList = overLongUri(allowing);

      assertThat(toAny.status()).isEqualTo(414);
      assertThat(toAny.headers())
          .containsEntry("access-control-allow-origin", "*")
          .containsEntry("vary", "Origin")
          .containsEntry(
              "access-control-expose-headers", "Location, Retry-After, WWW-Authenticate");
      assertThat(toList.status()).isEqualTo(414);
      assertThat(toList.headers())
          .containsEntry("vary", "Origin")
          .doesNotContainKey("access-control-allow-origin");
      assertThat(overLongUri(byDefault).headers()).doesNotContainKey("vary");
    }
  }

  private static RawHttp.Response overLongUri(SampleApp app) throws IOException {
    try (RawHttp raw = new RawHttp(app.baseUri())) {
      raw.sendHead(
          "GET /" + "a".repeat(20_000) + " HTTP/1.1\r\nHost: localhost\r\nOrigin: " + APP_ORIGIN);
      return raw.read();
    }
  }

  @Test
  void noOriginIsAllowedByDefault() throws Exception {
    HttpResponse<String> reply = preflight(byDefault, APP_ORIGIN, "x-auth-token");

    assertThat(reply.statusCode()).isEqualTo(403);
    assertThat(reply.headers().firstValue("Access-Control-Allow-Origin")).isEmpty();
  }

  @Test
  void theCommandLineSetsTheOrigins() throws Exception {
    Options options =
        CommandLine.parse(
            new String[] {"--cors-origins", "http://a.example,https://b.example:8443"});

    assertThat(options.corsOrigins().allows("https://b.example:8443")).isTrue();
    assertThat(options.corsOrigins().allows("http://c.example")).isFalse();
    assertThat(CommandLine.parse(new String[] {"--cors-origins=*"}).corsOrigins().allows("x"))
        .isTrue();
    assertThat(CommandLine.parse(new String[0]).corsOrigins().isEnabled()).isFalse();
  }

  @ParameterizedTest
  @ValueSource(strings = {"", "localhost:3000", "http://a.example/path", "ftp://a.example", "*,"})
  void aBadOriginIsRefusedByName(String value) {
    assertThatThrownBy(() -> CommandLine.parse(new String[] {"--cors-origins", value}))
        .isInstanceOf(UsageException.class)
        .hasMessageContaining("--cors-origins");
  }
}
