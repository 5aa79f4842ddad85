package org.aclgen.sample;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.io.IOException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The token service and the other services each have their own cap on requests running at once:
 * requests stuck in one (here, bodies announced and never sent) never take the threads of the
 * other.
 */
class RequestCapsTest {

  /** More stuck requests than the server has threads. */
  private static final int STUCK = 100;

  private static final Duration DEADLINE = Duration.ofSeconds(5);

  private final HttpClient http =
      HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
  private final List<RawHttp> stuck = new ArrayList<>();
  private SampleApp app;
  private AppClient client;

  @BeforeEach
  void start() throws Exception {
    app = SampleApp.start(Options.defaults().withPort(0).withUsers(TestUsers.ALL));
    client = new AppClient(app);
  }

  @AfterEach
  void stop() throws IOException, InterruptedException {
    for (RawHttp connection : stuck) {
      connection.close();
    }
    // The stuck requests end as the server sees their connections closed; the app stops after.
    // Two connections stay: the kept-alive ones of the test's two HTTP clients.
    try {
      await().atMost(Duration.ofSeconds(10)).until(() -> app.openConnections() <= 2);
    } finally {
      app.close();
    }
  }

  @Test
  void stuckTokenServiceRequestsLeaveTheOtherServicesAnswering() throws Exception {
    String bob = client.token(TestUsers.BOB);
    String alice = client.token(TestUsers.ALICE);
    stick("POST " + AppClient.AUTH + "/token/" + bob + "/scopes/check", "X-Stuck: 1");

    HttpResponse<Void> reply =
        get(AppClient.CONFD + "/users/" + TestUsers.ALICE.uuid() + "/lines", alice);

    assertThat(reply.statusCode()).isEqualTo(200);
  }

  @Test
  void stuckRequestsOfOtherServicesLeaveTokenLookupsAnswering() throws Exception {
    String admin = client.token(TestUsers.ADMIN);
    String alice = client.token(TestUsers.ALICE);
    stick(
        "PUT " + AppClient.CONFD + "/users/" + TestUsers.ADMIN.uuid() + "/forwards/busy",
        "X-Auth-Token: " + admin);

    HttpResponse<Void> reply = get(AppClient.AUTH + "/token/" + alice, null);

    assertThat(reply.statusCode()).isEqualTo(200);
  }

  /** Opens {@link #STUCK} requests that announce a body and never send it. */
  private void stick(String requestLine, String header) throws IOException {
    for (int i = 0; i < STUCK; i++) {
      RawHttp connection = new RawHttp(app.baseUri());
      stuck.add(connection);
      connection.sendHead(
          requestLine
              + " HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
              + header
              + "\r\nContent-Length: 100");
    }
  }

  private HttpResponse<Void> get(String path, String token) throws Exception {
    HttpRequest.Builder request =
        HttpRequest.newBuilder(app.baseUri().resolve(path)).timeout(DEADLINE);
    if (token != null) {
      request.header("X-Auth-Token", token);
    }
    return http.send(request.build(), HttpResponse.BodyHandlers.discarding());
  }
}
