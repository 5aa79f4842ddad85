package org.aclgen.sample;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The shaded jar as a user runs it: {@code java -jar target/aclgen-sample-app.jar}. Runs after
 * {@code package}, as an integration test.
 */
class ExecutableJarIT {

  private static final Path JAR = Path.of("target", "aclgen-sample-app.jar");
  // A file rather than a pipe: Process.destroy() closes the pipes before the test can read them.
  private static final Path STDERR = Path.of("target", "executable-jar-it.stderr");
  private static final Pattern CURL =
      Pattern.compile("curl -s -u (\\S+):(\\S+) -X POST (http://\\S+/api/auth/0\\.1/token)");

  @Test
  void badFlagsExitWithTwoAndOneLine() throws Exception {
    Process process = java("--port", "nope");

    assertThat(process.waitFor(30, TimeUnit.SECONDS)).isTrue();
    assertThat(process.exitValue()).isEqualTo(2);
    assertThat(Files.readString(STDERR).strip())
        .isEqualTo("aclgen-sample-app: --port 'nope' is not a port number from 0 to 65535");
  }

  @Test
  void theBannersCurlLineGetsATokenAndSigtermStopsTheApp() throws Exception {
    Process process = java("--port", "0");
    try {
      Matcher curl = awaitCurlLine(process);
      String credentials = curl.group(1) + ":" + curl.group(2);
      HttpRequest request =
          HttpRequest.newBuilder(URI.create(curl.group(3)))
              .header(
                  "Authorization",
                  "Basic "
                      + Base64.getEncoder()
                          .encodeToString(credentials.getBytes(StandardCharsets.UTF_8)))
              .POST(HttpRequest.BodyPublishers.noBody())
              .build();

      HttpResponse<String> reply =
          HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString());

      assertThat(reply.statusCode()).isEqualTo(200);
      assertThat(reply.body()).contains("\"token\"", "\"auth_id\"");
    } finally {
      process.destroy();
    }
    assertThat(process.waitFor(30, TimeUnit.SECONDS)).isTrue();
    // 143 = 128 + SIGTERM: the JVM ran its shutdown hooks and exited on the signal.
    assertThat(process.exitValue()).isEqualTo(143);
    assertThat(Files.readString(STDERR)).doesNotContain("Exception").doesNotContain("warning");
  }

  @Test
  void withAnIssuerTheJarJudgesJwtsWithTheJoseLibraryItCarries() throws Exception {
    // Nothing answers on port 1: a well-formed JWT's key cannot be had, which is a 503, not a 401
    // (a 401 or 500 would mean the JWT validator's classes are not in the jar).
    Process process =
        java(
            "--port",
            "0",
            "--oidc-issuer",
            "http://127.0.0.1:1/realms/acme",
            "--oidc-audience",
            "a");
    try {
      Matcher curl = awaitCurlLine(process);
      URI confd = URI.create(curl.group(3)).resolve("/api/confd/1.1/users");
      String jwt =
          base64Url("{\"alg\":\"RS256\",\"typ\":\"JWT\",\"kid\":\"k1\"}")
              + "."
              + base64Url(
                  "{\"iss\":\"http://127.0.0.1:1/realms/acme\",\"aud\":\"a\",\"sub\":\"s\","
                      + "\"exp\":4102444800}")
              + "."
              + base64Url("not a signature of 256 bytes, but one to parse");
      HttpResponse<String> reply =
          HttpClient.newHttpClient()
              .send(
                  HttpRequest.newBuilder(confd).header("Authorization", "Bearer " + jwt).build(),
                  HttpResponse.BodyHandlers.ofString());

      assertThat(reply.statusCode()).as(reply.body()).isEqualTo(503);
    } finally {
      process.destroy();
    }
    assertThat(process.waitFor(30, TimeUnit.SECONDS)).isTrue();
    assertThat(Files.readString(STDERR))
        .contains("the signing keys of http://127.0.0.1:1/realms/acme cannot be had")
        .doesNotContain("NoClassDefFoundError")
        .doesNotContain("ClassNotFoundException");
  }

  private static String base64Url(String text) {
    return Base64.getUrlEncoder()
        .withoutPadding()
        .encodeToString(text.getBytes(StandardCharsets.UTF_8));
  }

  private static Process java(String... args) throws IOException {
    assertThat(Files.isRegularFile(JAR)).as("the shaded jar %s", JAR).isTrue();
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    // The README's run command: a process out of memory exits.
    command.add("-Xmx512m");
    command.add("-XX:+ExitOnOutOfMemoryError");
    command.add("-jar");
    command.add(JAR.toString());
    command.addAll(List.of(args));
    return new ProcessBuilder(command).redirectError(STDERR.toFile()).start();
  }

  private static Matcher awaitCurlLine(Process process) throws IOException {
    BufferedReader lines =
        new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
    StringBuilder seen = new StringBuilder();
    for (String line = lines.readLine(); line != null; line = lines.readLine()) {
      seen.append(line).append('\n');
      Matcher matcher = CURL.matcher(line);
      if (matcher.find()) {
        return matcher;
      }
    }
    throw new AssertionError("the app printed no curl line:\n" + seen);
  }
}
