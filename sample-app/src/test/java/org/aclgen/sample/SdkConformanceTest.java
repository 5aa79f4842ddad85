package org.aclgen.sample;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.aclgen.testsupport.RequiredComponent;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The platform's own JavaScript client, {@code @wazo/sdk} 0.44.7, driven under node by the suite in
 * {@code sdk-conformance/} against the sample app with its demo users. {@code .ci/sdk.sh} installs
 * the SDK there; without node or the SDK the test is skipped, and fails under CI.
 */
class SdkConformanceTest {

  private static final String SDK_VERSION = "0.44.7";
  private static final Path SUITE =
      Path.of("").toAbsolutePath().getParent().resolve("sdk-conformance");
  private static final long TIMEOUT_SECONDS = 120;

  /** The cases that pass with this branch alone; the suite marks the others TODO. */
  private static final List<String> CASES =
      List.of(
          "Wazo.Auth.logIn as alice loads her profile, then logOut revokes the token",
          "Wazo.Auth.validateToken turns alice's token into a session with her profile",
          "makeCall, then fetchActiveCalls lists alice's call",
          "hold, resume, mute, unmute and sendDTMF on alice's call; bob's token is refused",
          "a transfer is confirmed, another cancelled, through the SDK",
          "voicemails, outgoing caller ids and the SIP line are read through the SDK",
          "logOut by the API client revokes the token",
          "alice reading bob's user gets the SDK's 403 naming the required ACL",
          "Wazo.Auth.logIn as admin loads his profile",
          "a client id gets a refresh token at logIn, and logInViaRefreshToken opens a new session"
              + " with it",
          "Wazo.Auth.logout with a client id revokes the session's refresh token",
          "a revoked token with a refresh token: the SDK refreshes and the call succeeds",
          "a revoked token without a refresh token: the SDK tries to refresh, then fails with 401",
          "the SDK's WebSocket receives alice's call_held and never another user's");

  private static SampleApp app;

  @BeforeAll
  static void start() throws Exception {
    RequiredComponent.require("node with @wazo/sdk " + SDK_VERSION, problem());
    app = SampleApp.start(Options.defaults().withPort(0));
  }

  @AfterAll
  static void stop() {
    if (app != null) {
      app.close();
    }
  }

  @Test
  void theSdkDrivesTheSampleApp(@TempDir Path temp) throws Exception {
    Path output = temp.resolve("node-test.tap");
    ProcessBuilder node =
        // --test-force-exit: the SDK leaves timers (token refresh, WebSocket retries) running.
        new ProcessBuilder(
                "node",
                "--experimental-websocket",
                "--test",
                "--test-force-exit",
                "--test-reporter=tap",
                "test/sdk.test.js")
            .directory(SUITE.toFile())
            .redirectErrorStream(true)
            .redirectOutput(output.toFile());
    String base = app.baseUri().toString().replaceAll("/$", "");
    node.environment().putAll(Map.of("ACLGEN_BASE_URL", base));
    Process process = node.start();
    boolean ended = process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS);
    if (!ended) {
      process.descendants().forEach(ProcessHandle::destroyForcibly);
      process.destroyForcibly();
    }
    String tap = Files.readString(output, StandardCharsets.UTF_8);

    assertThat(ended).as("node ended within %ss:%n%s", TIMEOUT_SECONDS, tap).isTrue();
    assertThat(process.exitValue()).as("node's exit code:%n%s", tap).isZero();
    for (String name : CASES) {
      assertThat(tap)
          .as("the case '%s':%n%s", name, tap)
          .containsPattern("(?m)^ok \\d+ - \\Q" + name + "\\E$");
    }
    assertThat(tap).as(tap).containsPattern("(?m)^# fail 0$");
  }

  /** Why the suite cannot run here, or empty when node and the pinned SDK are installed. */
  private static Optional<String> problem() {
    try {
      Process version = new ProcessBuilder("node", "--version").redirectErrorStream(true).start();
      if (!version.waitFor(30, TimeUnit.SECONDS) || version.exitValue() != 0) {
        return Optional.of("node --version failed");
      }
    } catch (IOException e) {
      return Optional.of("no node on the PATH (install Node.js 20+)");
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return Optional.of("interrupted while looking for node");
    }
    Path sdk = SUITE.resolve("node_modules/@wazo/sdk/package.json");
    try {
      if (!Files.readString(sdk).contains("\"version\": \"" + SDK_VERSION + "\"")) {
        return Optional.of(sdk + " is not version " + SDK_VERSION + " (run bash .ci/sdk.sh)");
      }
    } catch (IOException e) {
      return Optional.of("the SDK is not installed at " + sdk + " (run bash .ci/sdk.sh)");
    }
    return Optional.empty();
  }
}
