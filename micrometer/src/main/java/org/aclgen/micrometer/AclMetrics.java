package org.aclgen.micrometer;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import org.aclgen.runtime.decisions.Decision;
import org.aclgen.runtime.decisions.DecisionListener;
import org.aclgen.runtime.decisions.Reason;
import org.aclgen.runtime.decisions.TokenValidation;

/**
 * A decision listener that counts aclgen's decisions and times its token validations on a
 * Micrometer {@link MeterRegistry}; the meters and their tags are listed in docs/observability.md.
 *
 * <pre>{@code
 * AclFeature.builder(validator)
 *     .decisionListener(new AclMetrics(meterRegistry))   // Spring Boot's, Quarkus's, your own
 *     .build();
 * }</pre>
 *
 * <p>Every tag has few values, whatever the requests: the operation is its HTTP method and path
 * template ({@code GET /users/{user_id}/lines}), never the request's path, and neither the filled
 * ACL nor the user is a tag. The meters are looked up once and kept, so a decision costs a map
 * lookup and an increment. Once the counter has 10,000 series (a client inventing HTTP methods for
 * a known path), decisions of a new operation are counted as the operation {@value #OTHER}. A
 * registry that fails is logged once ({@code [aclgen.metrics-failed]}) and never changes a verdict.
 */
public final class AclMetrics implements DecisionListener {

  /** The counter of decisions, tagged service, operation, outcome and reason. */
  public static final String DECISIONS = "aclgen.decisions";

  /** The timer of token validations, tagged service and validation. */
  public static final String TOKEN_VALIDATION = "aclgen.token.validation";

  /** The operation of a decision whose path matches no known operation. */
  public static final String UNKNOWN = "unknown";

  /** The operation of the decisions of new operations once the counter has 10,000 series. */
  public static final String OTHER = "other";

  static final int MAX_SERIES = 10_000;

  private static final System.Logger LOG = System.getLogger(AclMetrics.class.getName());

  private final MeterRegistry registry;
  private final Map<DecisionKey, Counter> counters = new ConcurrentHashMap<>();
  private final Map<ValidationKey, Timer> timers = new ConcurrentHashMap<>();
  private final AtomicBoolean failureLogged = new AtomicBoolean();

  /** Records on {@code registry}. */
  public AclMetrics(MeterRegistry registry) {
    this.registry = Objects.requireNonNull(registry, "registry");
  }

  @Override
  public void decided(Decision decision) {
    try {
      counter(decision).increment();
      if (decision.validationTime() != null) {
        timer(decision).record(decision.validationTime());
      }
    } catch (RuntimeException e) {
      // A listener that throws is logged by the runtime too, but as any listener: say what failed.
      if (failureLogged.compareAndSet(false, true)) {
        LOG.log(
            System.Logger.Level.WARNING,
            "[aclgen.metrics-failed] the meter registry failed to record a decision; the"
                + " decisions go on unchanged, their meters may miss some: check the registry",
            e);
      }
    }
  }

  private Counter counter(Decision decision) {
    DecisionKey key =
        new DecisionKey(
            decision.service(), decision.httpMethod(), decision.pathTemplate(), decision.reason());
    Counter counter = counters.get(key);
    if (counter != null) {
      return counter;
    }
    if (counters.size() >= MAX_SERIES) {
      key = new DecisionKey(decision.service(), null, OTHER, decision.reason());
    }
    return counters.computeIfAbsent(key, this::newCounter);
  }

  private Counter newCounter(DecisionKey key) {
    return Counter.builder(DECISIONS)
        .description("Requests aclgen judged, by operation and outcome")
        .tag("service", key.service())
        .tag("operation", key.operation())
        .tag("outcome", key.reason().outcome().name().toLowerCase(Locale.ROOT))
        .tag("reason", key.reason().id())
        .register(registry);
  }

  private Timer timer(Decision decision) {
    ValidationKey key = new ValidationKey(decision.service(), decision.tokenValidation());
    Timer timer = timers.get(key);
    if (timer != null) {
      return timer;
    }
    // computeIfAbsent locks the key's bin even when the key is there: only for a new series.
    return timers.computeIfAbsent(
        key,
        absent ->
            Timer.builder(TOKEN_VALIDATION)
                .description("How long validating a request's token took")
                .tag("service", absent.service())
                .tag("validation", absent.validation().name().toLowerCase(Locale.ROOT))
                .register(registry));
  }

  @Override
  public String toString() {
    return "AclMetrics[" + registry.getClass().getSimpleName() + "]";
  }

  /**
   * What tells the counters apart: the path template is null when no operation is known. Looked up
   * on every decision, so its hash is computed once and its strings, the same instances request
   * after request, are compared by reference first.
   */
  private static final class DecisionKey {
    private final String service;
    private final String httpMethod;
    private final String pathTemplate;
    private final Reason reason;
    private final int hash;

    DecisionKey(String service, String httpMethod, String pathTemplate, Reason reason) {
      this.service = service;
      this.httpMethod = httpMethod;
      this.pathTemplate = pathTemplate;
      this.reason = reason;
      this.hash =
          ((Objects.hashCode(service) * 31 + Objects.hashCode(httpMethod)) * 31
                      + Objects.hashCode(pathTemplate))
                  * 31
              + Objects.hashCode(reason);
    }

    String service() {
      return service;
    }

    Reason reason() {
      return reason;
    }

    String operation() {
      if (pathTemplate == null) {
        return UNKNOWN;
      }
      return httpMethod == null ? pathTemplate : httpMethod + " " + pathTemplate;
    }

    @Override
    public boolean equals(Object other) {
      return other instanceof DecisionKey key
          && hash == key.hash
          && reason == key.reason
          && same(pathTemplate, key.pathTemplate)
          && same(httpMethod, key.httpMethod)
          && same(service, key.service);
    }

    @Override
    public int hashCode() {
      return hash;
    }
  }

  /** The key of a validation timer, compared as {@link DecisionKey} is. */
  private static final class ValidationKey {
    private final String service;
    private final TokenValidation validation;
    private final int hash;

    ValidationKey(String service, TokenValidation validation) {
      this.service = service;
      this.validation = validation;
      this.hash = Objects.hashCode(service) * 31 + Objects.hashCode(validation);
    }

    String service() {
      return service;
    }

    TokenValidation validation() {
      return validation;
    }

    @Override
    public boolean equals(Object other) {
      return other instanceof ValidationKey key
          && hash == key.hash
          && validation == key.validation
          && same(service, key.service);
    }

    @Override
    public int hashCode() {
      return hash;
    }
  }

  private static boolean same(String a, String b) {
    return a == b || a != null && a.equals(b);
  }
}
