package org.aclgen.runtime.decisions;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.atomic.AtomicLong;
import org.aclgen.acl.internal.JsonWriter;

/**
 * The audit log: writes one JSON line per decision (refusals only, or all) at INFO on the logger
 * {@value #LOGGER} ({@link System.Logger}, so JUL, JBoss Logging or Logback receive it as the stack
 * routes {@code System.Logger}). The fields are listed in docs/runtime.md, "Audit log"; the token
 * is never written, only its fingerprint, and the path values the operator marks as personal are
 * written {@value #MASK}.
 *
 * <pre>{@code
 * AclFeature.builder(validator)
 *     .decisionListener(AuditLog.builder().scope(AuditLog.Scope.ALL).maskPathValues("user_id").build())
 *     .build();
 * }</pre>
 *
 * <p>The line is formatted on the request's thread and written by one daemon thread that all audit
 * logs share, in batches (what waits, then a pause of {@value #WRITE_PAUSE_MILLIS} ms), so a slow
 * log handler never stalls a request and a storm of refusals does not wake the writer for each
 * line: when more than {@value #CAPACITY} lines wait, a line is dropped and counted ({@link
 * #droppedLines()}) rather than waited for.
 */
public final class AuditLog implements DecisionListener {

  /** The name of the audit log's logger. */
  public static final String LOGGER = "org.aclgen.audit";

  /** What a masked path value is written as. */
  public static final String MASK = "***";

  static final int CAPACITY = 10_000;

  // Room for a line with a long resource method and ACL, so that the builder seldom grows.
  private static final int LINE_CAPACITY = 512;

  private static final AtomicLong DROPPED = new AtomicLong();
  private static final BlockingQueue<String> LINES = new ArrayBlockingQueue<>(CAPACITY);

  /** How long the writer waits after writing what it found, so lines are written in batches. */
  static final long WRITE_PAUSE_MILLIS = 20;

  private static volatile Thread writer;

  // The lower-case names the line writes, made once rather than for every line.
  private static final String[] OUTCOMES = lowerCaseNames(Outcome.values());
  private static final String[] VALIDATIONS = lowerCaseNames(TokenValidation.values());

  private final Scope scope;
  private final Set<String> masked;

  /** Which decisions the log writes. */
  public enum Scope {
    /** The refusals only: 401, 403, 404, 503 and 500. */
    REFUSALS,
    /** Every decision, the requests let through included. */
    ALL
  }

  private AuditLog(Builder builder) {
    this.scope = builder.scope;
    this.masked = Set.copyOf(builder.masked);
  }

  /** An audit log of the refusals, masking nothing. */
  public static AuditLog refusals() {
    return builder().build();
  }

  /** Starts an audit log; of the refusals and masking nothing unless told otherwise. */
  public static Builder builder() {
    return new Builder();
  }

  @Override
  public void decided(Decision decision) {
    if (scope == Scope.REFUSALS && !decision.outcome().isRefusal()) {
      return;
    }
    if (!LINES.offer(line(decision))) {
      DROPPED.incrementAndGet();
      return;
    }
    startWriter();
  }

  /** How many lines all audit logs dropped because the writer was behind, since the JVM started. */
  public static long droppedLines() {
    return DROPPED.get();
  }

  /** The JSON line of {@code decision}, its fields in the documented order. */
  String line(Decision decision) {
    // Laid out field by field: the line is made on the request's thread for every refusal.
    StringBuilder out = new StringBuilder(LINE_CAPACITY);
    out.append("{\"time\":\"");
    IsoTime.append(out, decision.time());
    out.append('"');
    string(out, "service", decision.service());
    Outcome outcome = decision.outcome();
    string(out, "outcome", OUTCOMES[outcome.ordinal()]);
    out.append(",\"status\":");
    if (outcome.isRefusal()) {
      out.append(outcome.status());
    } else {
      out.append("null");
    }
    string(out, "reason", decision.reason().id());
    string(out, "method", decision.httpMethod());
    string(out, "path", decision.pathTemplate());
    string(out, "resource_method", decision.resourceMethod());
    string(out, "acl_template", decision.aclTemplate());
    string(out, "required_acl", masked(decision.aclTemplate(), decision.requiredAcl()));
    string(out, "user", decision.user());
    string(out, "session", decision.session());
    string(out, "token_validation", VALIDATIONS[decision.tokenValidation().ordinal()]);
    out.append(",\"validation_us\":");
    if (decision.validationTime() == null) {
      out.append("null");
    } else {
      out.append(decision.validationTime().toNanos() / 1000);
    }
    string(out, "token_fingerprint", decision.tokenFingerprint());
    return out.append('}').toString();
  }

  /** Appends {@code ,"name":value}, the value a JSON string or null. */
  private static void string(StringBuilder out, String name, String value) {
    out.append(",\"").append(name).append("\":");
    if (value == null) {
      out.append("null");
    } else {
      JsonWriter.appendString(out, value);
    }
  }

  /**
   * The filled ACL with the words that masked placeholders filled replaced by {@value #MASK}; the
   * template itself when the two cannot be aligned word for word (an ACL written out in code).
   */
  private String masked(String template, String filled) {
    if (masked.isEmpty() || template == null || filled == null) {
      return filled;
    }
    String[] templateWords = template.split("\\.", -1);
    String[] words = filled.split("\\.", -1);
    boolean masks = Arrays.stream(templateWords).anyMatch(w -> masked.contains(placeholder(w)));
    if (!masks) {
      return filled;
    }
    if (words.length != templateWords.length) {
      return template;
    }
    for (int i = 0; i < words.length; i++) {
      if (masked.contains(placeholder(templateWords[i]))) {
        words[i] = MASK;
      }
    }
    return String.join(".", words);
  }

  private static String[] lowerCaseNames(Enum<?>[] values) {
    return Arrays.stream(values)
        .map(value -> value.name().toLowerCase(java.util.Locale.ROOT))
        .toArray(String[]::new);
  }

  private static String placeholder(String word) {
    return word.length() > 2 && word.startsWith("{") && word.endsWith("}")
        ? word.substring(1, word.length() - 1)
        : "";
  }

  private static void startWriter() {
    if (writer != null) {
      return;
    }
    synchronized (AuditLog.class) {
      if (writer == null) {
        Thread thread = new Thread(AuditLog::write, "aclgen-audit");
        thread.setDaemon(true);
        thread.start();
        writer = thread;
      }
    }
  }

  private static void write() {
    System.Logger log = System.getLogger(LOGGER);
    List<String> batch = new ArrayList<>();
    while (true) {
      try {
        batch.add(LINES.take());
        LINES.drainTo(batch);
        for (String line : batch) {
          try {
            log.log(System.Logger.Level.INFO, line);
          } catch (RuntimeException e) {
            // A failing log handler loses its line, never the writer.
            DROPPED.incrementAndGet();
          }
        }
        // Lines that come meanwhile wait here instead of waking this thread one by one: under a
        // storm of refusals, the requests' threads then signal nobody.
        Thread.sleep(WRITE_PAUSE_MILLIS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return;
      } finally {
        batch.clear();
      }
    }
  }

  @Override
  public String toString() {
    return "AuditLog[" + scope + ", masked " + masked + "]";
  }

  /** Configures an {@link AuditLog}. */
  public static final class Builder {
    private Scope scope = Scope.REFUSALS;
    private final java.util.List<String> masked = new java.util.ArrayList<>();

    private Builder() {}

    /** Which decisions to write; {@link Scope#REFUSALS} if unset. */
    public Builder scope(Scope scope) {
      this.scope = Objects.requireNonNull(scope, "scope");
      return this;
    }

    /**
     * Marks path variables (and query placeholders) as personal: the words of the required ACL that
     * they fill are written {@value AuditLog#MASK}.
     */
    public Builder maskPathValues(String... names) {
      for (String name : names) {
        if (Objects.requireNonNull(name, "name").isBlank()) {
          throw new IllegalArgumentException("a path variable's name must not be blank");
        }
        masked.add(name);
      }
      return this;
    }

    /** The audit log. */
    public AuditLog build() {
      return new AuditLog(this);
    }
  }
}
