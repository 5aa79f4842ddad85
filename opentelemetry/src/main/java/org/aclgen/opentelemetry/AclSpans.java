package org.aclgen.opentelemetry;

import io.opentelemetry.api.common.AttributeKey;
import io.opentelemetry.api.common.Attributes;
import io.opentelemetry.api.trace.Span;
import java.util.EnumMap;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import org.aclgen.runtime.decisions.Decision;
import org.aclgen.runtime.decisions.DecisionListener;
import org.aclgen.runtime.decisions.Reason;

/**
 * A decision listener that writes each decision on the current span, the server span that the
 * stack's instrumentation made current for the request (the OpenTelemetry Java agent,
 * quarkus-opentelemetry, Spring Boot's): the attributes {@code aclgen.service}, {@code
 * aclgen.acl.template}, {@code aclgen.acl.required}, {@code aclgen.outcome} and {@code
 * aclgen.reason}, and for a refusal the event {@code aclgen.refused}. The names are listed in
 * docs/observability.md.
 *
 * <pre>{@code
 * AclFeature.builder(validator).decisionListener(new AclSpans()).build();
 * }</pre>
 *
 * <p>The token is never written, nor the user unless {@link #withUser()} asks for it. The required
 * ACL is written as filled from the request, path values included. A span that is not recording (no
 * SDK, or not sampled) costs one check. A feature configured by properties loads this listener by
 * itself ({@code META-INF/services}), as it loads any listener the class path lists.
 */
public final class AclSpans implements DecisionListener {

  /** The service whose ACL was required. */
  public static final AttributeKey<String> SERVICE = AttributeKey.stringKey("aclgen.service");

  /** The operation's ACL template, such as {@code confd.users.{user_id}.lines.read}. */
  public static final AttributeKey<String> ACL_TEMPLATE =
      AttributeKey.stringKey("aclgen.acl.template");

  /** The ACL as filled from the request. */
  public static final AttributeKey<String> REQUIRED_ACL =
      AttributeKey.stringKey("aclgen.acl.required");

  /** The outcome in lower case: {@code allowed}, {@code forbidden}... */
  public static final AttributeKey<String> OUTCOME = AttributeKey.stringKey("aclgen.outcome");

  /** The reason's stable id, such as {@code aclgen.not-granted}. */
  public static final AttributeKey<String> REASON = AttributeKey.stringKey("aclgen.reason");

  /** The token's user, written by {@link #withUser()} only (OpenTelemetry's own name). */
  public static final AttributeKey<String> USER = AttributeKey.stringKey("enduser.id");

  /** The name of the event that a refusal adds. */
  public static final String REFUSED = "aclgen.refused";

  private static final System.Logger LOG = System.getLogger(AclSpans.class.getName());

  /** The attributes of each reason's event, made once. */
  private static final Map<Reason, Attributes> EVENTS = new EnumMap<>(Reason.class);

  static {
    for (Reason reason : Reason.values()) {
      EVENTS.put(reason, Attributes.of(REASON, reason.id(), OUTCOME, outcome(reason)));
    }
  }

  private final boolean user;
  private final AtomicBoolean failureLogged = new AtomicBoolean();

  /** Writes the decision without the user; public for {@link java.util.ServiceLoader}. */
  public AclSpans() {
    this(false);
  }

  private AclSpans(boolean user) {
    this.user = user;
  }

  /** Writes the token's user too, as {@code enduser.id}: for spans that may name people. */
  public static AclSpans withUser() {
    return new AclSpans(true);
  }

  @Override
  public void decided(Decision decision) {
    Span span = Span.current();
    if (!span.isRecording()) {
      return;
    }
    try {
      span.setAttribute(SERVICE, decision.service());
      span.setAttribute(OUTCOME, outcome(decision.reason()));
      span.setAttribute(REASON, decision.reason().id());
      setIfKnown(span, ACL_TEMPLATE, decision.aclTemplate());
      setIfKnown(span, REQUIRED_ACL, decision.requiredAcl());
      if (user) {
        setIfKnown(span, USER, decision.user());
      }
      if (decision.outcome().isRefusal()) {
        span.addEvent(REFUSED, EVENTS.get(decision.reason()));
      }
    } catch (RuntimeException e) {
      // An SDK's span processor may throw; the decision stands, say once what failed.
      if (failureLogged.compareAndSet(false, true)) {
        LOG.log(
            System.Logger.Level.WARNING,
            "[aclgen.tracing-failed] the current span refused a decision's attributes; the"
                + " decisions go on unchanged, their spans may lack some: check the tracer",
            e);
      }
    }
  }

  private static void setIfKnown(Span span, AttributeKey<String> key, String value) {
    if (value != null) {
      span.setAttribute(key, value);
    }
  }

  private static String outcome(Reason reason) {
    return reason.outcome().name().toLowerCase(Locale.ROOT);
  }

  @Override
  public String toString() {
    return user ? "AclSpans[with user]" : "AclSpans";
  }
}
