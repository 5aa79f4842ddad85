package org.aclgen.runtime.decisions;

/**
 * Receives the decision of every request that aclgen judges, once the verdict is taken.
 *
 * <p>A listener is called on the request's thread, before the reply is sent, so it must not block:
 * hand slow work (a network write, a file on a slow disk) to a thread of your own, as {@link
 * AuditLog} does. What a listener does never changes the verdict: an exception it throws is caught,
 * logged once ({@code [aclgen.listener-failed]}), and the request goes on as decided.
 *
 * <p>A feature configured by properties also loads the listeners that {@link
 * java.util.ServiceLoader} finds under {@code
 * META-INF/services/org.aclgen.runtime.decisions.DecisionListener}; they need a public no-argument
 * constructor.
 */
@FunctionalInterface
public interface DecisionListener {

  /** Told of one decision; must return quickly and should not throw. */
  void decided(Decision decision);
}
