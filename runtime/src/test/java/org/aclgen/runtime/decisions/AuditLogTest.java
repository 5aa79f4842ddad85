package org.aclgen.runtime.decisions;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.aclgen.acl.internal.JsonReader;
import org.aclgen.testsupport.LogCapture;
import org.junit.jupiter.api.Test;

/** The audit log's lines: their fields, the masking, the scope, and writing off the caller. */
class AuditLogTest {

  private static final String ALICE = "2f6c1a5e-8d0b-4d59-9a53-1c0ad8e7c101";

  private static Decision decision(Reason reason, String requiredAcl) {
    return new Decision(
        Instant.parse("2026-01-01T10:00:00Z"),
        "confd",
        "GET",
        "/users/{user_id}/lines/{line_id}",
        "com.example.Users#line(java.lang.String,java.lang.String)",
        "confd.users.{user_id}.lines.{line_id}.read",
        requiredAcl,
        reason,
        ALICE,
        "a3b2c1d0-1e2f-4a5b-8c7d-6e5f4a3b2c1d",
        TokenValidation.UNKNOWN,
        Duration.ofNanos(1_234_567),
        "0123456789abcdef");
  }

  @Test
  void aLineIsJsonWithTheDocumentedFieldsInOrder() {
    String line =
        AuditLog.refusals()
            .line(decision(Reason.NOT_GRANTED, "confd.users." + ALICE + ".lines.7.read"));

    assertThat(JsonReader.parse(line))
        .isEqualTo(
            new java.util.LinkedHashMap<>(
                Map.ofEntries(
                    Map.entry("time", "2026-01-01T10:00:00Z"),
                    Map.entry("service", "confd"),
                    Map.entry("outcome", "forbidden"),
                    Map.entry("status", new java.math.BigDecimal(403)),
                    Map.entry("reason", "aclgen.not-granted"),
                    Map.entry("method", "GET"),
                    Map.entry("path", "/users/{user_id}/lines/{line_id}"),
                    Map.entry(
                        "resource_method",
                        "com.example.Users#line(java.lang.String,java.lang.String)"),
                    Map.entry("acl_template", "confd.users.{user_id}.lines.{line_id}.read"),
                    Map.entry("required_acl", "confd.users." + ALICE + ".lines.7.read"),
                    Map.entry("user", ALICE),
                    Map.entry("session", "a3b2c1d0-1e2f-4a5b-8c7d-6e5f4a3b2c1d"),
                    Map.entry("token_validation", "unknown"),
                    Map.entry("validation_us", new java.math.BigDecimal(1234)),
                    Map.entry("token_fingerprint", "0123456789abcdef"))));
  }

  @Test
  void maskedPathValuesAreWrittenMasked() {
    AuditLog log = AuditLog.builder().maskPathValues("user_id").build();

    String line = log.line(decision(Reason.NOT_GRANTED, "confd.users." + ALICE + ".lines.7.read"));

    assertThat(line).contains("\"required_acl\":\"confd.users.***.lines.7.read\"");
    assertThat(line).doesNotContain("users." + ALICE);
  }

  @Test
  void anAclThatDoesNotFollowTheTemplateIsWrittenAsTheTemplateWhenMasking() {
    AuditLog log = AuditLog.builder().maskPathValues("user_id").build();

    String line = log.line(decision(Reason.NOT_GRANTED, "confd.users." + ALICE + ".read"));

    assertThat(line)
        .contains("\"required_acl\":\"confd.users.{user_id}.lines.{line_id}.read\"")
        .doesNotContain("users." + ALICE);
  }

  @Test
  void anAclOfATemplateWithoutTheMaskedValuesIsWrittenAsIt() {
    // The template holds no {session_id}: the filled ACL, whatever its words, has nothing to mask.
    AuditLog log = AuditLog.builder().maskPathValues("session_id").build();

    String line = log.line(decision(Reason.NOT_GRANTED, "confd.users." + ALICE + ".read"));

    assertThat(line).contains("\"required_acl\":\"confd.users." + ALICE + ".read\"");
  }

  @Test
  void refusalsOnlyByDefaultAndAllByOptionWrittenOnItsOwnLogger() {
    try (LogCapture audit = LogCapture.named(AuditLog.LOGGER)) {
      AuditLog.refusals().decided(decision(Reason.GRANTED, "confd.users.x.lines.1.read"));
      AuditLog.refusals().decided(decision(Reason.NOT_GRANTED, "confd.users.x.lines.2.read"));
      AuditLog.builder()
          .scope(AuditLog.Scope.ALL)
          .build()
          .decided(decision(Reason.GRANTED, "confd.users.x.lines.3.read"));

      await().atMost(Duration.ofSeconds(10)).until(() -> audit.records().size() >= 2);
      assertThat(audit.records())
          .extracting(r -> r.getMessage())
          .satisfiesExactly(
              first -> assertThat(first).contains("lines.2.read"),
              second -> assertThat(second).contains("lines.3.read"));
    }
  }

  @Test
  void aLogHandlerThatFailsLosesItsLineCountedAsDroppedAndTheWriterGoesOn() {
    Logger logger = Logger.getLogger(AuditLog.LOGGER);
    Handler failing =
        new Handler() {
          @Override
          public void publish(LogRecord record) {
            throw new IllegalStateException("the disk is full");
          }

          @Override
          public void flush() {}

          @Override
          public void close() {}
        };
    long before = AuditLog.droppedLines();
    logger.addHandler(failing);
    try {
      AuditLog.refusals().decided(decision(Reason.NOT_GRANTED, "confd.users.x.lines.4.read"));
      await().atMost(Duration.ofSeconds(10)).until(() -> AuditLog.droppedLines() == before + 1);
    } finally {
      logger.removeHandler(failing);
    }
    try (LogCapture audit = LogCapture.named(AuditLog.LOGGER)) {
      AuditLog.refusals().decided(decision(Reason.NOT_GRANTED, "confd.users.x.lines.5.read"));
      await().atMost(Duration.ofSeconds(10)).until(() -> !audit.records().isEmpty());
      assertThat(audit.records())
          .singleElement()
          .satisfies(r -> assertThat(r.getMessage()).contains("lines.5.read"));
    }
  }
}
