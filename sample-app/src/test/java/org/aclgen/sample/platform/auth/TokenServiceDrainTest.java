package org.aclgen.sample.platform.auth;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.util.Callback;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The door a stopping app closes before its token service says goodbye: it refuses the token
 * service's new requests, waits for those under way, and holds no other service.
 */
class TokenServiceDrainTest {

  private static final String AUTH = "/api/auth/0.1";
  private static final String CONFD = "/api/confd/1.1";

  private final CountDownLatch entered = new CountDownLatch(1);
  private final CountDownLatch release = new CountDownLatch(1);
  private final HttpClient client = HttpClient.newHttpClient();
  private Server server;
  private TokenServiceDrain drain;
  private URI base;

  @BeforeEach
  void start() throws Exception {
    server = new Server();
    ServerConnector connector = new ServerConnector(server);
    connector.setHost("127.0.0.1");
    server.addConnector(connector);
    drain = new TokenServiceDrain(new Answering(), AUTH);
    server.setHandler(drain);
    server.start();
    base = URI.create("http://127.0.0.1:" + connector.getLocalPort());
  }

  @AfterEach
  void stop() throws Exception {
    release.countDown();
    server.stop();
  }

  @Test
  void aClosedDrainWaitsForTheTokenRequestsUnderWayAndRefusesNewOnes() throws Exception {
    CompletableFuture<HttpResponse<String>> slow = get(AUTH + "/slow");
    assertThat(entered.await(10, TimeUnit.SECONDS)).as("the slow request is under way").isTrue();

    assertThat(drain.close(Duration.ofMillis(200))).as("closed with a request under way").isFalse();

    HttpResponse<String> refused = get(AUTH + "/token").get(10, TimeUnit.SECONDS);
    assertThat(refused.statusCode()).isEqualTo(503);
    assertThat(refused.headers().firstValue("Connection")).hasValue("close");
    assertThat(get(CONFD + "/users").get(10, TimeUnit.SECONDS).statusCode())
        .as("another service")
        .isEqualTo(200);

    release.countDown();
    assertThat(slow.get(10, TimeUnit.SECONDS).statusCode()).as("finished").isEqualTo(200);
    assertThat(drain.close(Duration.ofSeconds(10))).as("none left under way").isTrue();
  }

  @Test
  void anOpenDrainLetsEveryRequestThrough() throws Exception {
    assertThat(get(AUTH + "/token").get(10, TimeUnit.SECONDS).statusCode()).isEqualTo(200);
    // The request counts as under way until the server completes it, a moment after the client
    // has its reply: closing waits for that moment, never for a request that hangs.
    assertThat(drain.close(Duration.ofSeconds(5))).as("nothing under way").isTrue();
  }

  private CompletableFuture<HttpResponse<String>> get(String path) {
    return client.sendAsync(
        HttpRequest.newBuilder(base.resolve(path)).build(), HttpResponse.BodyHandlers.ofString());
  }

  /** Answers 200, after the test's release for {@code /slow}. */
  private final class Answering extends Handler.Abstract {
    @Override
    public boolean handle(Request request, Response response, Callback callback)
        throws InterruptedException {
      if (Request.getPathInContext(request).endsWith("/slow")) {
        entered.countDown();
        release.await(10, TimeUnit.SECONDS);
      }
      response.setStatus(200);
      response.write(true, ByteBuffer.allocate(0), callback);
      return true;
    }
  }
}
