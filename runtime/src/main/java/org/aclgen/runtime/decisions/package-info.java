/**
 * Decisions: one {@link org.aclgen.runtime.decisions.Decision} for every request aclgen judges,
 * handed to the {@link org.aclgen.runtime.decisions.DecisionListener}s of the feature, and the
 * {@link org.aclgen.runtime.decisions.AuditLog} that writes them as JSON lines.
 *
 * <p>Listeners are registered with {@code AclFeature.Builder.decisionListener(...)}; a feature
 * configured by properties also loads every {@code DecisionListener} that {@link
 * java.util.ServiceLoader} finds, and builds the audit log that {@code aclgen.audit} asks for.
 * Without any listener nothing of a decision is computed.
 */
package org.aclgen.runtime.decisions;
