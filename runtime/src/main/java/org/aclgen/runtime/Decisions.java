package org.aclgen.runtime;

import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.aclgen.runtime.decisions.Decision;
import org.aclgen.runtime.decisions.DecisionListener;
import org.aclgen.runtime.decisions.Reason;
import org.aclgen.runtime.decisions.TokenValidation;

/**
 * The decision listeners of one feature, and what tells them: every filter asks {@link #on()}
 * first, so that a feature nobody listens to computes nothing of a decision (no allocation on the
 * request's path). A listener's exception is caught and logged once; the verdict stands.
 */
final class Decisions {

  /** No listener: nothing is ever computed. */
  static final Decisions NONE = new Decisions(List.of(), Clock.systemUTC());

  private static final System.Logger LOG = System.getLogger(Decisions.class.getName());

  // Replaced only while the application is configured (addAll), before its first request.
  private volatile DecisionListener[] listeners;
  private final Clock clock;
  private final AtomicBoolean failureLogged = new AtomicBoolean();
  private final Fingerprints fingerprints = new Fingerprints();

  Decisions(List<DecisionListener> listeners, Clock clock) {
    this.listeners = listeners.toArray(new DecisionListener[0]);
    this.clock = clock;
  }

  /**
   * Adds {@code more} listeners, each instance once, after those given; only while the application
   * is configured, never on {@link #NONE}.
   */
  synchronized void addAll(List<DecisionListener> more) {
    if (this == NONE) {
      throw new IllegalStateException("NONE takes no listener");
    }
    List<DecisionListener> all = new java.util.ArrayList<>(List.of(listeners));
    for (DecisionListener listener : more) {
      if (all.stream().noneMatch(known -> known == listener)) {
        all.add(listener);
      }
    }
    listeners = all.toArray(new DecisionListener[0]);
  }

  /** Whether anybody listens; when not, no caller builds anything. */
  boolean on() {
    return listeners.length > 0;
  }

  /**
   * Tells every listener of one decision.
   *
   * @param authentication the request's authentication; null when none was decided
   */
  void tell(
      Operation operation,
      String httpMethod,
      String requiredAcl,
      Reason reason,
      Authentication authentication) {
    boolean valid = authentication != null && authentication.kind() == Authentication.Kind.VALID;
    Decision decision =
        new Decision(
            clock.instant(),
            operation.service(),
            httpMethod,
            operation.path(),
            operation.resourceMethod(),
            operation.aclTemplate(),
            requiredAcl,
            reason,
            valid ? authentication.token().authId() : null,
            valid ? authentication.token().sessionUuid() : null,
            authentication == null ? TokenValidation.NONE : authentication.validation(),
            authentication == null || authentication.validationNanos() < 0
                ? null
                : Duration.ofNanos(authentication.validationNanos()),
            authentication == null
                ? null
                : fingerprints.of(authentication.token(), authentication.presented()));
    for (DecisionListener listener : listeners) {
      try {
        listener.decided(decision);
      } catch (VirtualMachineError fatal) {
        throw fatal;
      } catch (Throwable e) { // NOPMD: a listener never changes a verdict, whatever it throws
        if (failureLogged.compareAndSet(false, true)) {
          LOG.log(
              RuntimeMessage.LISTENER_FAILED.level(),
              () -> RuntimeMessage.LISTENER_FAILED.format(listener, e.getClass().getName()));
        }
      }
    }
  }

  /**
   * What a decision names of the operation judged; null members when unknown.
   *
   * @param service the service of its ACL, or the realm
   * @param path its path template
   * @param resourceMethod {@code class#signature}
   * @param aclTemplate its ACL template; null for a public one
   */
  record Operation(String service, String path, String resourceMethod, String aclTemplate) {}
}
