package org.aclgen.reliability;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.aclgen.reliability.support.Figures;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Bad flags and bad configuration files given to the real sample-app process: each must exit with
 * status 2 and exactly one line on standard error that names the problem, and start nothing.
 */
class CommandLineAttackTest {

  private static final String PREFIX = "aclgen-sample-app: ";
  private static final Map<String, String> MESSAGES = new ConcurrentSkipListMap<>();
  private static final String GOOD_USER =
      "  - username: a\n    password: p\n    uuid: " + Uuids.ALICE + "\n    acl: [confd.#]\n";

  /** A run of the app and the fragment its one error line must hold. */
  private record Run(String label, List<String> args, String fragment) {}

  @Test
  void everyBadInvocationExitsWithTwoAndOneLineNamingTheProblem(@TempDir Path dir)
      throws Exception {
    List<Run> runs = new ArrayList<>(flagRuns());
    runs.addAll(configRuns(dir));
    ExecutorService pool = Executors.newFixedThreadPool(2);
    List<Future<String>> problems = new ArrayList<>();
    for (Run run : runs) {
      problems.add(pool.submit(() -> check(run)));
    }
    List<String> wrong = new ArrayList<>();
    for (Future<String> problem : problems) {
      String found = problem.get(2, TimeUnit.MINUTES);
      if (found != null) {
        wrong.add(found);
      }
    }
    pool.shutdown();
    Figures figures =
        Figures.of("bad input: sample-app flags and configuration files")
            .put("invocations", runs.size())
            .put("exit 2 with one clear line", runs.size() - wrong.size())
            .put("wrong", wrong.size());
    MESSAGES.forEach((label, message) -> figures.put("  " + label, message));
    figures.publish();
    assertThat(wrong).isEmpty();
  }

  private static List<Run> flagRuns() {
    return List.of(
        new Run("unknown flag", List.of("--bogus", "1"), "unknown option --bogus"),
        new Run("positional argument", List.of("serve", "now"), "unknown option serve"),
        new Run("short flag", List.of("-p", "80"), "unknown option -p"),
        new Run("missing value", List.of("--port"), "--port needs a value"),
        new Run("empty port", List.of("--port="), "--port '' is not a port number"),
        new Run("negative port", List.of("--port", "-1"), "--port '-1' is not a port number"),
        new Run("port too large", List.of("--port", "65536"), "--port '65536' is not a port"),
        new Run("hex port", List.of("--port", "0x50"), "--port '0x50' is not a port number"),
        new Run("huge port", List.of("--port", "99999999999"), "is not a port number"),
        new Run("port twice", List.of("--port", "1", "--port=2"), "--port is given twice"),
        new Run("empty host", List.of("--host", ""), "--host '' is not"),
        new Run("host with a space", List.of("--host", "bad host"), "--host 'bad host' is not"),
        new Run("auth URL not http", List.of("--auth-url", "ftp://x/y"), "--auth-url 'ftp://x/y'"),
        new Run("auth URL without host", List.of("--auth-url", "http://"), "--auth-url 'http://'"),
        new Run(
            "auth URL with query", List.of("--auth-url", "http://127.0.0.1:1/a?x=1"), "--auth-url"),
        new Run("auth URL unbalanced", List.of("--auth-url", "http://[::1"), "--auth-url"),
        new Run("config missing value", List.of("--config"), "--config needs a value"),
        new Run(
            "config missing file",
            List.of("--config", "/no/such/users.yaml"),
            "/no/such/users.yaml"),
        new Run("config empty path", List.of("--config", ""), "Is a directory"));
  }

  private static List<Run> configRuns(Path dir) throws IOException {
    List<Run> runs = new ArrayList<>();
    runs.add(config(dir, "empty", "", "is empty"));
    runs.add(config(dir, "no users", "users: []\n", ":1: 'users' is empty"));
    runs.add(config(dir, "not YAML", "users: [unclosed\n", "users-not-yaml.yaml"));
    runs.add(config(dir, "a list at the top", "- a\n- b\n", ":1:"));
    runs.add(config(dir, "unknown top key", "people:\n" + GOOD_USER, ":1: unknown key 'people'"));
    runs.add(
        config(
            dir,
            "unknown user key",
            "users:\n" + GOOD_USER + "    email: x\n",
            ":6: unknown key 'email'"));
    runs.add(
        config(
            dir,
            "duplicate username",
            "users:\n" + GOOD_USER + GOOD_USER.replace(Uuids.ALICE, Uuids.BOB),
            ":6: duplicate username 'a'"));
    runs.add(
        config(
            dir,
            "duplicate uuid",
            "users:\n" + GOOD_USER + GOOD_USER.replace("username: a", "username: b"),
            ":8: duplicate uuid"));
    runs.add(
        config(
            dir,
            "malformed ACL",
            "users:\n" + GOOD_USER.replace("confd.#", "confd..read"),
            ":5: malformed ACL of user a"));
    runs.add(
        config(
            dir,
            "ACL not a list",
            "users:\n" + GOOD_USER.replace("[confd.#]", "confd.#"),
            ":5: acl of user a must be a list"));
    runs.add(
        config(
            dir,
            "missing password",
            "users:\n" + GOOD_USER.replace("    password: p\n", ""),
            "has no password"));
    runs.add(
        config(
            dir,
            "uuid not a uuid",
            "users:\n" + GOOD_USER.replace(Uuids.ALICE, "42"),
            ":4: uuid '42' of user a is not a uuid"));
    runs.add(
        config(
            dir, "duplicate key", "users:\n" + GOOD_USER + "    username: b\n", "appears twice"));
    runs.add(
        config(dir, "tab indentation", "users:\n\t- username: a\n", "users-tab-indentation.yaml"));
    runs.add(config(dir, "alias bomb", aliasBomb(), "users-alias-bomb.yaml"));
    runs.add(
        config(dir, "binary garbage", "\u0000\u0001\u00ff\u00fe", "users-binary-garbage.yaml"));
    runs.add(new Run("a directory", List.of("--config", dir.toString()), dir + ": not valid YAML"));
    return runs;
  }

  private static Run config(Path dir, String label, String text, String fragment)
      throws IOException {
    Path file =
        dir.resolve(
            "users-" + label.replace(' ', '-').toLowerCase(java.util.Locale.ROOT) + ".yaml");
    Files.writeString(file, text, StandardCharsets.UTF_8);
    return new Run("config: " + label, List.of("--config", file.toString()), fragment);
  }

  /** The billion-laughs document: nested aliases that would expand to millions of nodes. */
  private static String aliasBomb() {
    StringBuilder yaml = new StringBuilder("a0: &a0 [x, x, x, x, x, x, x, x, x]\n");
    for (int i = 1; i < 10; i++) {
      yaml.append("a").append(i).append(": &a").append(i).append(" [");
      for (int j = 0; j < 9; j++) {
        yaml.append(j == 0 ? "" : ", ").append("*a").append(i - 1);
      }
      yaml.append("]\n");
    }
    return yaml.append("users: *a9\n").toString();
  }

  /** Runs the app; answers null when it behaved, else what was wrong. */
  private static String check(Run run) throws IOException, InterruptedException {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.add("-Xmx128m");
    command.add("-cp");
    command.add(System.getProperty("java.class.path"));
    command.add("org.aclgen.sample.Main");
    command.addAll(run.args());
    Process process =
        new ProcessBuilder(command).redirectInput(ProcessBuilder.Redirect.PIPE).start();
    process.getOutputStream().close();
    Future<byte[]> out = readAll(process.getInputStream());
    Future<byte[]> err = readAll(process.getErrorStream());
    if (!process.waitFor(60, TimeUnit.SECONDS)) {
      process.destroyForcibly();
      return run.label() + ": still running after 60 s (it started?)";
    }
    String stdout;
    String stderr;
    try {
      stdout = new String(out.get(), StandardCharsets.UTF_8);
      stderr = new String(err.get(), StandardCharsets.UTF_8);
    } catch (java.util.concurrent.ExecutionException e) {
      return run.label() + ": " + e.getCause();
    }
    List<String> lines = stderr.lines().toList();
    MESSAGES.put(run.label(), stderr.strip().replace(System.getProperty("java.io.tmpdir"), "$TMP"));
    boolean ok =
        process.exitValue() == 2
            && stdout.isEmpty()
            && lines.size() == 1
            && lines.get(0).startsWith(PREFIX)
            && lines.get(0).contains(run.fragment());
    return ok
        ? null
        : run.label()
            + ": exit "
            + process.exitValue()
            + ", stdout ["
            + stdout
            + "], stderr ["
            + stderr.strip()
            + "]";
  }

  private static Future<byte[]> readAll(java.io.InputStream stream) {
    java.util.concurrent.CompletableFuture<byte[]> bytes =
        new java.util.concurrent.CompletableFuture<>();
    Thread reader =
        new Thread(
            () -> {
              try (stream) {
                bytes.complete(stream.readAllBytes());
              } catch (IOException e) {
                bytes.completeExceptionally(e);
              }
            });
    reader.setDaemon(true);
    reader.start();
    return bytes;
  }
}
