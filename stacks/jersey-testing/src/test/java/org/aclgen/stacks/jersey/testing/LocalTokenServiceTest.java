package org.aclgen.stacks.jersey.testing;

import static org.assertj.core.api.Assertions.assertThat;

import com.example.confd.UsersResource;
import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.ws.rs.core.Application;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.aclgen.runtime.AclFeature;
import org.glassfish.jersey.server.ResourceConfig;
import org.glassfish.jersey.test.JerseyTest;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The token service for a local run that docs/getting-started.md gives: the sample app's jar
 * started with its users file, exactly by the page's command. Its banner says how to get a token,
 * and a service on Jersey configured with nothing but its URL ({@code aclgen.token-service.url},
 * the runtime's {@code RemoteTokenValidator}) accepts its tokens, over real HTTP.
 */
class LocalTokenServiceTest extends JerseyTest {

  /** The page's command, run from the root of a clone of aclgen. */
  static final String COMMAND =
      "java -Xmx512m -XX:+ExitOnOutOfMemoryError -jar sample-app/target/aclgen-sample-app.jar"
          + " --config users.yaml";

  private static final Path ROOT = Path.of("../..").toAbsolutePath().normalize();
  private static final Path PAGE = ROOT.resolve("docs/getting-started.md");
  private static final Path OUT = Path.of("target", "local-token-service.out");
  private static final Pattern CURL =
      Pattern.compile("\\n  curl -s -u (\\S+) -X POST (http://\\S+/api/auth/0\\.1/token)\\n");
  private static final Pattern SNIPPET =
      Pattern.compile("<!-- snippet: (\\S+)#local-users -->\\n```yaml\\n(.*?)```", Pattern.DOTALL);
  private static final String ALICE = "2f6c1a5e-8d0b-4d59-9a53-1c0ad8e7c101";
  private static final String BOB = "7d3e0b8a-5c41-4f2e-b0a9-6e5d2c3b4a02";
  private static final HttpClient CLIENT = HttpClient.newHttpClient();

  private static Process tokenService;
  private static URI tokenUrl;

  @BeforeAll
  static void startTheTokenServiceAsThePageSays() throws Exception {
    String page = Files.readString(PAGE, StandardCharsets.UTF_8);
    assertThat(page).as("the command of %s", PAGE).contains("    " + COMMAND + "\n");
    Path users = usersFileOf(page);
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    for (String word : COMMAND.split(" ")) {
      if (word.equals("java")) {
        continue;
      }
      command.add(word.equals("users.yaml") ? users.toString() : word);
    }
    // Any free port rather than the default 9497, which a developer's own run may hold.
    command.addAll(List.of("--port", "0"));
    Files.deleteIfExists(OUT);
    tokenService =
        new ProcessBuilder(command)
            .directory(ROOT.toFile())
            .redirectErrorStream(true)
            .redirectOutput(OUT.toFile())
            .start();
    Matcher curl = awaitCurlLine();
    assertThat(curl.group(1)).isEqualTo("alice");
    tokenUrl = new URI(curl.group(2));
  }

  @AfterAll
  static void stop() throws InterruptedException {
    if (tokenService != null) {
      tokenService.destroy();
      tokenService.waitFor();
    }
  }

  /** The service as the runtime's page registers it by class, with the token service's URL. */
  @Override
  protected Application configure() {
    String baseUrl = tokenUrl.toString().replaceFirst("/token$", "");
    return new ResourceConfig(UsersResource.class)
        .register(AclFeature.class)
        .property("aclgen.token-service.url", baseUrl);
  }

  @Test
  void noTokenIsUnauthorized() {
    assertThat(target("users/" + ALICE).request().get().getStatus()).isEqualTo(401);
  }

  @Test
  void theBannersCurlLineGetsATokenThatTheServiceAccepts() throws Exception {
    String token = token("alice", "alice-secret");

    assertThat(status("users/" + ALICE, token)).isEqualTo(200);
    assertThat(status("users/me", token)).isEqualTo(200);
  }

  @Test
  void aTokenWithoutTheAclIsForbidden() throws Exception {
    String alice = token("alice", "alice-secret");
    String bob = token("bob", "bob-secret");

    assertThat(status("users/" + BOB, alice)).isEqualTo(403);
    assertThat(status("users", alice)).isEqualTo(403);
    assertThat(status("users", bob)).isEqualTo(200);
    assertThat(status("users/" + ALICE + "/profile", bob)).isEqualTo(403);
  }

  private int status(String path, String token) {
    return target(path).request().header("X-Auth-Token", token).get().getStatus();
  }

  /** What the banner's curl line does, with the password curl would ask for. */
  private static String token(String user, String password) throws Exception {
    String credentials =
        Base64.getEncoder()
            .encodeToString((user + ":" + password).getBytes(StandardCharsets.UTF_8));
    HttpResponse<String> reply =
        CLIENT.send(
            HttpRequest.newBuilder(tokenUrl)
                .header("Authorization", "Basic " + credentials)
                .POST(HttpRequest.BodyPublishers.noBody())
                .build(),
            HttpResponse.BodyHandlers.ofString());
    assertThat(reply.statusCode()).as(reply.body()).isEqualTo(200);
    return new ObjectMapper().readTree(reply.body()).path("data").path("token").asText();
  }

  /** The users file the page shows, which must be this test's file. */
  private static Path usersFileOf(String page) throws IOException {
    Matcher snippet = SNIPPET.matcher(page);
    assertThat(snippet.find()).as("the users file of %s", PAGE).isTrue();
    Path file = ROOT.resolve(snippet.group(1));
    String region = Files.readString(file, StandardCharsets.UTF_8).replaceAll("(?m)^# .*\\n", "");
    assertThat(snippet.group(2)).as("the users file of %s", PAGE).isEqualTo(region);
    return file;
  }

  private static Matcher awaitCurlLine() throws IOException, InterruptedException {
    Path jar = ROOT.resolve("sample-app/target/aclgen-sample-app.jar");
    assertThat(Files.isRegularFile(jar)).as("the sample app's jar %s", jar).isTrue();
    Instant deadline = Instant.now().plus(Duration.ofSeconds(90));
    String banner = "";
    while (Instant.now().isBefore(deadline)) {
      banner = Files.exists(OUT) ? Files.readString(OUT, StandardCharsets.UTF_8) : "";
      Matcher curl = CURL.matcher(banner);
      if (curl.find()) {
        return curl;
      }
      if (!tokenService.isAlive()) {
        break;
      }
      Thread.sleep(100);
    }
    throw new AssertionError("the token service printed no curl line:\n" + banner);
  }
}
