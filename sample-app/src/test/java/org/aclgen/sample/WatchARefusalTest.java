package org.aclgen.sample;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * README's "Watch a refusal": a 403 on confd shows in the Prometheus text of {@code GET
 * /api/confd/1.1/metrics} (no token needed) and, with {@code --audit-log FILE}, as one JSON line in
 * that file, without the token.
 */
class WatchARefusalTest {

  @TempDir static Path dir;

  private static SampleApp app;
  private static AppClient client;
  private static Path audit;

  @BeforeAll
  static void start() throws Exception {
    audit = dir.resolve("audit.jsonl");
    Options options =
        CommandLine.parse(new String[] {"--port", "0", "--audit-log", audit.toString()})
            .withUsers(TestUsers.ALL);
    app = SampleApp.start(options);
    client = new AppClient(app);
  }

  @AfterAll
  static void stop() {
    app.close();
  }

  @Test
  void aRefusalShowsInTheMetricsAndInTheAuditFile() throws Exception {
    String token = client.token(TestUsers.CAROL);
    assertThat(client.get(AppClient.CONFD + "/lines", token).status()).isEqualTo(403);

    Reply metrics = client.get(AppClient.CONFD + "/metrics", null);
    assertThat(metrics.status()).isEqualTo(200);
    assertThat(metrics.header("Content-Type")).hasValue(Observability.TEXT_FORMAT);
    assertThat(metrics.body())
        .contains(
            "aclgen_decisions_total{operation=\"GET /lines\",outcome=\"forbidden\","
                + "reason=\"aclgen.not-granted\",service=\"confd\"} 1.0")
        .contains("aclgen_token_validation_seconds_count{service=\"confd\"")
        .doesNotContain(token);

    await().atMost(Duration.ofSeconds(10)).until(() -> lines().size() == 1);
    String line = lines().get(0);
    assertThat(line).doesNotContain(token);
    JsonNode refusal = new ObjectMapper().readTree(line);
    assertThat(refusal.get("service").asText()).isEqualTo("confd");
    assertThat(refusal.get("outcome").asText()).isEqualTo("forbidden");
    assertThat(refusal.get("reason").asText()).isEqualTo("aclgen.not-granted");
    assertThat(refusal.get("path").asText()).isEqualTo("/lines");
    assertThat(refusal.get("user").asText()).isEqualTo(TestUsers.CAROL.uuid());
  }

  private static List<String> lines() throws Exception {
    return Files.exists(audit) ? Files.readAllLines(audit, StandardCharsets.UTF_8) : List.of();
  }
}
