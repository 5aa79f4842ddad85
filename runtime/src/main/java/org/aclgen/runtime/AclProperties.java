package org.aclgen.runtime;

import jakarta.ws.rs.core.Configuration;
import java.lang.reflect.Method;
import java.time.Duration;
import java.time.format.DateTimeParseException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.function.Supplier;
import org.aclgen.runtime.decisions.AuditLog;
import org.aclgen.runtime.decisions.DecisionListener;
import org.aclgen.tokens.RemoteTokenValidator;
import org.aclgen.tokens.TokenValidator;

/**
 * The configuration of an {@link AclFeature} registered by class ({@code
 * register(AclFeature.class)} or discovered): each property is read from the JAX-RS {@link
 * Configuration} first, then from MicroProfile Config when the application has it (Quarkus, Open
 * Liberty, Payara, Helidon...), so {@code application.properties} or {@code
 * microprofile-config.properties} can set it.
 *
 * <table>
 *   <caption>Properties</caption>
 *   <tr><th>property<th>meaning<th>default
 *   <tr><td>{@value #TOKEN_SERVICE_URL}<td>the token service's base URL, such as {@code
 *       http://127.0.0.1:9497/api/auth/0.1}<td>required
 *   <tr><td>{@value #CACHE_PERIOD}<td>how long a valid token is trusted without asking again
 *       (ISO-8601 such as {@code PT30S}, or seconds)<td>{@code PT30S}
 *   <tr><td>{@value #REQUEST_TIMEOUT}<td>how long to wait for the token service<td>{@code PT5S}
 *   <tr><td>{@value #UNMAPPED_METHODS}<td>{@code fail} or {@code default-acl} ({@link
 *       UnmappedMethods})<td>{@code fail}
 *   <tr><td>{@value #DEFAULT_SERVICE}<td>the service of {@code <service>.#}<td>the registries' only
 *       service
 *   <tr><td>{@value #PUBLIC_RESOURCES}<td>resource classes of libraries to serve without a token,
 *       by binary name, separated by commas ({@link AclFeature.Builder#publicResource})<td>none
 *   <tr><td>{@value #DISCOVERED_LISTENERS}<td>whether the decision listeners that {@link
 *       ServiceLoader} finds are told ({@code true} or {@code false})<td>{@code true}
 * </table>
 */
final class AclProperties {

  static final String TOKEN_SERVICE_URL = "aclgen.token-service.url";
  static final String CACHE_PERIOD = "aclgen.token-service.cache-period";
  static final String REQUEST_TIMEOUT = "aclgen.token-service.request-timeout";
  static final String UNMAPPED_METHODS = "aclgen.unmapped-methods";
  static final String DEFAULT_SERVICE = "aclgen.default-service";
  static final String PUBLIC_RESOURCES = "aclgen.public-resources";
  static final String AUDIT = "aclgen.audit";
  static final String AUDIT_MASKED = "aclgen.audit.masked-path-values";
  static final String DISCOVERED_LISTENERS = "aclgen.decisions.discovered-listeners";

  private final Configuration configuration;

  AclProperties(Configuration configuration) {
    this.configuration = configuration;
  }

  /**
   * The builder these properties describe, with {@code validator} if not null, else the remote
   * validator of {@value #TOKEN_SERVICE_URL}.
   */
  AclFeature.Builder builder(TokenValidator validator) {
    AclFeature.Builder builder =
        AclFeature.builder(validator != null ? validator : remoteValidator());
    value(UNMAPPED_METHODS).ifPresent(v -> builder.unmappedMethods(unmapped(v)));
    value(DEFAULT_SERVICE).ifPresent(builder::defaultService);
    value(PUBLIC_RESOURCES)
        .ifPresent(
            names -> {
              for (String name : names.split(",")) {
                if (!name.isBlank()) {
                  builder.publicResource(name.trim());
                }
              }
            });
    auditLog().ifPresent(builder::decisionListener);
    if (discovering()) {
      discoveredListeners().forEach(builder::decisionListener);
    }
    return builder;
  }

  /** {@value #DISCOVERED_LISTENERS}: true unless set to false. */
  private boolean discovering() {
    String value = value(DISCOVERED_LISTENERS).map(String::strip).orElse("true");
    return switch (value) {
      case "true" -> true;
      case "false" -> false;
      default ->
          throw new IllegalStateException(
              RuntimeMessage.BAD_BOOLEAN_SETTING.format(DISCOVERED_LISTENERS, value));
    };
  }

  /**
   * The audit log {@value #AUDIT} asks for: {@code off} (the default), {@code refusals}, {@code
   * all}.
   */
  private Optional<AuditLog> auditLog() {
    String scope = value(AUDIT).orElse("off").toLowerCase(Locale.ROOT);
    AuditLog.Builder audit = AuditLog.builder();
    switch (scope) {
      case "off" -> {
        return Optional.empty();
      }
      case "refusals" -> audit.scope(AuditLog.Scope.REFUSALS);
      case "all" -> audit.scope(AuditLog.Scope.ALL);
      default ->
          throw new IllegalStateException(RuntimeMessage.BAD_AUDIT_SETTING.format(AUDIT, scope));
    }
    value(AUDIT_MASKED)
        .ifPresent(
            names -> {
              for (String name : names.split(",")) {
                if (!name.isBlank()) {
                  audit.maskPathValues(name.trim());
                }
              }
            });
    return Optional.of(audit.build());
  }

  /**
   * The listeners that the configuration property {@value AclFeature#DECISION_LISTENERS} holds: a
   * {@link DecisionListener}, or an {@link Iterable} of them; none when it is unset.
   *
   * @throws IllegalStateException when it holds anything else
   */
  static List<DecisionListener> configuredListeners(Configuration configuration) {
    Object value =
        configuration == null ? null : configuration.getProperty(AclFeature.DECISION_LISTENERS);
    if (value == null) {
      return List.of();
    }
    if (value instanceof DecisionListener listener) {
      return List.of(listener);
    }
    List<DecisionListener> listeners = new java.util.ArrayList<>();
    if (value instanceof Iterable<?> many) {
      for (Object one : many) {
        if (!(one instanceof DecisionListener listener)) {
          throw new IllegalStateException(
              RuntimeMessage.BAD_LISTENERS_PROPERTY.format(
                  AclFeature.DECISION_LISTENERS, one == null ? "null" : one.getClass().getName()));
        }
        listeners.add(listener);
      }
      return listeners;
    }
    throw new IllegalStateException(
        RuntimeMessage.BAD_LISTENERS_PROPERTY.format(
            AclFeature.DECISION_LISTENERS, value.getClass().getName()));
  }

  /**
   * The decision listeners that {@link ServiceLoader} finds through the thread's context class
   * loader and aclgen's own, each class once.
   */
  static List<DecisionListener> discoveredListeners() {
    Map<String, DecisionListener> found = new LinkedHashMap<>();
    ClassLoader context = Thread.currentThread().getContextClassLoader();
    for (ClassLoader loader : new ClassLoader[] {context, AclProperties.class.getClassLoader()}) {
      if (loader == null) {
        continue;
      }
      for (DecisionListener listener : ServiceLoader.load(DecisionListener.class, loader)) {
        found.putIfAbsent(listener.getClass().getName(), listener);
      }
    }
    return List.copyOf(found.values());
  }

  private TokenValidator remoteValidator() {
    String url =
        value(TOKEN_SERVICE_URL)
            .orElseThrow(
                () ->
                    new IllegalStateException(
                        RuntimeMessage.NO_TOKEN_SERVICE.format(TOKEN_SERVICE_URL)));
    RemoteTokenValidator.Builder tokens =
        setting(TOKEN_SERVICE_URL, () -> RemoteTokenValidator.builder(url));
    value(CACHE_PERIOD)
        .ifPresent(v -> setting(CACHE_PERIOD, () -> tokens.ttl(duration(CACHE_PERIOD, v))));
    value(REQUEST_TIMEOUT)
        .ifPresent(
            v ->
                setting(
                    REQUEST_TIMEOUT, () -> tokens.requestTimeout(duration(REQUEST_TIMEOUT, v))));
    return tokens.build();
  }

  /** Applies the setting of {@code property}, naming it if the token layer refuses the value. */
  private static <T> T setting(String property, Supplier<T> apply) {
    try {
      return apply.get();
    } catch (IllegalArgumentException refused) {
      throw new IllegalStateException(
          RuntimeMessage.BAD_TOKEN_SERVICE_SETTING.format(property, refused.getMessage()), refused);
    }
  }

  private Optional<String> value(String name) {
    Object own = configuration == null ? null : configuration.getProperty(name);
    if (own != null && !own.toString().isBlank()) {
      return Optional.of(own.toString().trim());
    }
    return microProfileValue(name).map(String::trim).filter(v -> !v.isEmpty());
  }

  static Duration duration(String name, String value) {
    try {
      if (value.chars().allMatch(Character::isDigit)) {
        return Duration.ofSeconds(Long.parseLong(value));
      }
      return Duration.parse(value);
    } catch (DateTimeParseException | NumberFormatException e) {
      throw new IllegalStateException(RuntimeMessage.BAD_DURATION.format(name, value), e);
    }
  }

  static UnmappedMethods unmapped(String value) {
    String normalized = value.trim().toUpperCase(Locale.ROOT).replace('-', '_');
    for (UnmappedMethods policy : UnmappedMethods.values()) {
      if (policy.name().equals(normalized)) {
        return policy;
      }
    }
    throw new IllegalStateException(
        RuntimeMessage.BAD_UNMAPPED_METHODS.format(UNMAPPED_METHODS, value));
  }

  /**
   * The value MicroProfile Config gives, read reflectively so that the runtime does not depend on
   * it; empty when the application has no MicroProfile Config.
   */
  private static Optional<String> microProfileValue(String name) {
    ClassLoader loader =
        Thread.currentThread().getContextClassLoader() != null
            ? Thread.currentThread().getContextClassLoader()
            : AclProperties.class.getClassLoader();
    Class<?> provider;
    Class<?> configType;
    try {
      provider = Class.forName("org.eclipse.microprofile.config.ConfigProvider", true, loader);
      configType = Class.forName("org.eclipse.microprofile.config.Config", true, loader);
    } catch (ClassNotFoundException | LinkageError absent) {
      return Optional.empty();
    }
    try {
      Object config = provider.getMethod("getConfig").invoke(null);
      Method optional = configType.getMethod("getOptionalValue", String.class, Class.class);
      Optional<?> value = (Optional<?>) optional.invoke(config, name, String.class);
      return value.map(Object::toString);
    } catch (ReflectiveOperationException | RuntimeException e) {
      throw new IllegalStateException(RuntimeMessage.UNREADABLE_CONFIG.format(name, e), e);
    }
  }
}
