package org.aclgen.sample;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The command line, run in-process: exit statuses, the error line and the banner. */
class MainTest {

  private final ByteArrayOutputStream out = new ByteArrayOutputStream();
  private final ByteArrayOutputStream err = new ByteArrayOutputStream();
  private final AtomicInteger started = new AtomicInteger();

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "--verbose | unknown option --verbose",
        "--port | --port needs a value",
        "--port abc | --port 'abc' is not a port number",
        "--port=70000 | --port '70000' is not a port number",
        "--port 1 --port 2 | --port is given twice",
        "--auth-url ftp://x/y | --auth-url 'ftp://x/y' is not an http(s) URL",
        "--config /no/such/file.yaml | config file /no/such/file.yaml does not exist",
        "--host no.such.host.invalid | --host 'no.such.host.invalid' is not a known host",
        "--token-store redis://127.0.0.1 | --token-store is neither memory nor a PostgreSQL JDBC URL",
        "--oidc-issuer | --oidc-issuer needs a value",
        "--oidc-issuer ftp://sso/realms/a | --oidc-issuer 'ftp://sso/realms/a' is not an http(s) URL",
        "--oidc-issuer realms/aclgen | --oidc-issuer 'realms/aclgen' is not an http(s) URL",
        "--oidc-issuer http://sso/r?x=1 | --oidc-issuer 'http://sso/r?x=1' is not an http(s) URL"
            + " without query or fragment",
        "--oidc-audience aclgen-api | --oidc-audience needs --oidc-issuer",
        "--oidc-issuer=http://sso/r --oidc-audience= | --oidc-audience needs the aud of the"
            + " provider's tokens",
        "--oidc-issuer http://a/r --oidc-issuer http://b/r | --oidc-issuer is given twice",
        "--oidc-logout-client web | --oidc-logout-client needs --oidc-issuer",
        "--oidc-client a:b | --oidc-client needs --oidc-introspection",
        "--oidc-introspection http://sso/i | --oidc-introspection needs --oidc-client ID:SECRET",
        "--oidc-introspection http://sso/i --oidc-client nosecret | --oidc-introspection needs"
            + " --oidc-client ID:SECRET",
        "--oidc-introspection ftp://sso/i | --oidc-introspection 'ftp://sso/i' is not an http(s)"
            + " URL"
      })
  void badFlagsExitWithTwoAndOneLineStartingNothing(String args, String message) {
    int status = run(args.split(" "));

    assertThat(status).isEqualTo(2);
    assertThat(started).hasValue(0);
    assertThat(out.toString(StandardCharsets.UTF_8)).isEmpty();
    String error = err.toString(StandardCharsets.UTF_8);
    assertThat(error).startsWith("aclgen-sample-app: ").contains(message).endsWith("\n");
    assertThat(error.strip()).doesNotContain("\n");
  }

  @Test
  void anEmptyConfigNameAsksForAFileName() {
    assertThat(run("--config", "")).isEqualTo(2);
    assertThat(err.toString(StandardCharsets.UTF_8))
        .isEqualTo("aclgen-sample-app: --config needs a file name\n");
  }

  @Test
  void aConfigDirectoryIsNotAReadableFile(@TempDir Path dir) {
    assertThat(run("--config", dir.toString())).isEqualTo(2);
    assertThat(err.toString(StandardCharsets.UTF_8))
        .isEqualTo(
            "aclgen-sample-app: config file " + dir + " is a directory, not a readable file\n");
  }

  @Test
  void aBadConfigFileExitsWithTwoNamingTheLine(@TempDir Path dir) throws IOException {
    Path config = dir.resolve("users.yaml");
    Files.writeString(
        config,
        "users:\n  - username: a\n    password: p\n    uuid: 2f6c1a5e-8d0b-4d59-9a53-1c0ad8e7c101\n"
            + "    acl: [confd.users.me.*.re*d]\n");

    int status = run("--config", config.toString());

    assertThat(status).isEqualTo(2);
    assertThat(err.toString(StandardCharsets.UTF_8).strip())
        .startsWith("aclgen-sample-app: " + config + ":5: malformed ACL of user a")
        .doesNotContain("\n");
  }

  @Test
  void helpPrintsTheUsage() {
    assertThat(run("--help")).isZero();
    assertThat(out.toString(StandardCharsets.UTF_8))
        .startsWith("usage: java -jar")
        .contains("[--token-store STORE]", "--token-store STORE  where the token service keeps");
  }

  @Test
  void aTokenStoreThatCannotBeReachedExitsWithOneWithoutItsPassword() {
    int status =
        run("--port", "0", "--token-store", "jdbc:postgresql://127.0.0.1:1/aclgen?password=pw-42");

    assertThat(status).isEqualTo(1);
    assertThat(started).hasValue(0);
    assertThat(err.toString(StandardCharsets.UTF_8))
        .startsWith("aclgen-sample-app: cannot start: ")
        .doesNotContain("pw-42");
  }

  @Test
  void startsPrintsTheBannerAndStops() {
    int status = run("--port", "0", "--host", "127.0.0.1");

    assertThat(status).isZero();
    assertThat(started).hasValue(1);
    String banner = out.toString(StandardCharsets.UTF_8);
    assertThat(banner)
        .contains("aclgen sample app listening on http://127.0.0.1:")
        .contains("alice", "alice-secret", "bob", "admin")
        .containsPattern(
            "curl -s -u alice:alice-secret -X POST http://127\\.0\\.0\\.1:\\d+/api/auth/0\\.1/token");
    // The tests' JVM runs without -XX:+ExitOnOutOfMemoryError: the operator is told.
    assertThat(Main.exitsOnOutOfMemory()).isFalse();
    assertThat(err.toString(StandardCharsets.UTF_8))
        .isEqualTo(
            "aclgen-sample-app: warning: started without -XX:+ExitOnOutOfMemoryError; a process"
                + " out of memory would keep running with some of its threads dead\n");
  }

  @Test
  void anAudienceWithALineBreakIsRefusedOnOneLine() {
    assertThat(run("--oidc-issuer", "http://sso/r", "--oidc-audience", "acme\nX-Injected: 1"))
        .isEqualTo(2);
    assertThat(err.toString(StandardCharsets.UTF_8))
        .isEqualTo(
            "aclgen-sample-app: --oidc-audience holds a space or a control character; an aud is a"
                + " client id or a URL, such as aclgen-api\n");
  }

  @Test
  void anIssuerWithoutAudienceStartsWithAWarningAndTheBannerNamesIt() {
    // Nothing is asked of the issuer before the first token: the app starts without it.
    int status = run("--port", "0", "--oidc-issuer", "http://127.0.0.1:1/realms/acme");

    assertThat(status).isZero();
    assertThat(started).hasValue(1);
    assertThat(out.toString(StandardCharsets.UTF_8))
        .contains("oidc tokens    http://127.0.0.1:1/realms/acme, on confd and calld");
    assertThat(err.toString(StandardCharsets.UTF_8))
        .contains(
            "aclgen-sample-app: warning: --oidc-issuer without --oidc-audience accepts every token"
                + " of the issuer, whatever service it was issued for\n");
  }

  @Test
  void anIssuerWithAnAudienceStartsWithoutThatWarning() {
    int status =
        run(
            "--port",
            "0",
            "--oidc-issuer",
            "http://127.0.0.1:1/realms/acme",
            "--oidc-audience",
            "acme-api");

    assertThat(status).isZero();
    assertThat(out.toString(StandardCharsets.UTF_8))
        .contains(
            "oidc tokens    http://127.0.0.1:1/realms/acme (aud acme-api), on confd and calld");
    assertThat(err.toString(StandardCharsets.UTF_8)).doesNotContain("--oidc-audience");
  }

  @Test
  void aPortInUseExitsWithOne() throws Exception {
    try (SampleApp other = SampleApp.start(Options.defaults().withPort(0))) {
      int status = run("--port", Integer.toString(other.port()));

      assertThat(status).isEqualTo(1);
      assertThat(err.toString(StandardCharsets.UTF_8))
          .startsWith("aclgen-sample-app: cannot start: ");
    }
  }

  private int run(String... args) {
    return Main.run(
        args,
        new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8),
        app -> started.incrementAndGet());
  }
}
