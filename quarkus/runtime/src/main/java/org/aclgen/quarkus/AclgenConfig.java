package org.aclgen.quarkus;

import io.quarkus.runtime.annotations.ConfigDocDefault;
import io.quarkus.runtime.annotations.ConfigPhase;
import io.quarkus.runtime.annotations.ConfigRoot;
import io.quarkus.runtime.annotations.StaticInitSafe;
import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithConverter;
import io.smallrye.config.WithDefault;
import io.smallrye.config.WithName;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.aclgen.runtime.UnmappedMethods;

/**
 * aclgen's settings in {@code application.properties}, under the names that every stack reads
 * (docs/runtime.md): Quarkus documents them, completes them in IDEs, and refuses a wrong value (a
 * duration that is none, an unknown policy, a flag of aclgen-quarkus that is neither {@code true}
 * nor {@code false}) when the application starts, naming the property. aclgen-quarkus reads its
 * settings here only.
 *
 * <pre>
 * aclgen.token-service.url=http://127.0.0.1:9497/api/auth/0.1
 * aclgen.token-service.cache-period=PT30S
 * aclgen.unmapped-methods=fail
 * </pre>
 *
 * <p>Static-init safe: Quarkus REST configures its features, and so aclgen's, while the application
 * is initialized statically, where only such a mapping can be read.
 */
@ConfigMapping(prefix = "aclgen")
@StaticInitSafe
@ConfigRoot(phase = ConfigPhase.RUN_TIME)
public interface AclgenConfig {

  /** The token service that validates the tokens, unless the application has a validator bean. */
  TokenService tokenService();

  /**
   * What happens to a resource method that no generated registry lists: {@code fail} refuses to
   * start, naming it; {@code default-acl} protects it with {@code <service>.#}.
   */
  @ConfigDocDefault("fail")
  Optional<UnmappedMethods> unmappedMethods();

  /**
   * The service of {@code <service>.#} for {@code unmapped-methods=default-acl}; by default the
   * only service of the generated registries.
   */
  Optional<String> defaultService();

  /**
   * Resource classes of libraries to serve without a token, by binary name, separated by commas
   * (such as a health or metrics resource that no aclgen processor compiled).
   */
  Optional<List<String>> publicResources();

  /** Which decisions the audit log writes: {@code off}, {@code refusals} or {@code all}. */
  @ConfigDocDefault("off")
  Optional<AuditScope> audit();

  /**
   * Path variables whose values the audit log masks, by name, separated by commas (such as {@code
   * userId}).
   */
  @WithName("audit.masked-path-values")
  Optional<List<String>> auditMaskedPathValues();

  /** aclgen's settings that exist on Quarkus only. */
  Quarkus quarkus();

  /** How decisions reach the application's CDI beans, meters and discovered listeners. */
  Decisions decisions();

  /** The token service: {@code aclgen.token-service.*}. */
  interface TokenService {

    /**
     * The token service's base URL, such as {@code http://127.0.0.1:9497/api/auth/0.1}. Required
     * unless the application has a {@code TokenValidator} or {@code PrincipalTokens} bean.
     */
    Optional<String> url();

    /**
     * How long a valid token is trusted without asking the token service again (ISO-8601 such as
     * {@code PT30S}, or seconds).
     */
    @ConfigDocDefault("PT30S")
    Optional<Duration> cachePeriod();

    /** How long to wait for the token service (ISO-8601 such as {@code PT5S}, or seconds). */
    @ConfigDocDefault("PT5S")
    Optional<Duration> requestTimeout();
  }

  /** {@code aclgen.quarkus.*}. */
  interface Quarkus {

    /**
     * Whether, on Quarkus REST, aclgen authenticates in a Vert.x route ahead of it; {@code false}
     * keeps the JAX-RS filter before matching, so that the application's response filters see
     * aclgen's 401s too. The build makes it default to {@code false} when a request filter of the
     * application before matching runs at {@code Priorities.AUTHENTICATION} or earlier.
     */
    @WithDefault("true")
    @WithConverter(StrictBoolean.class)
    boolean authenticateAhead();
  }

  /** {@code aclgen.decisions.*}. */
  interface Decisions {

    /**
     * Whether each decision is fired as the CDI event {@code Decision} when an observer method of
     * the application takes it.
     */
    @WithDefault("true")
    @WithConverter(StrictBoolean.class)
    boolean cdiEvents();

    /**
     * Whether the decisions are counted in the application's {@code MeterRegistry}
     * (quarkus-micrometer's) when aclgen-micrometer is on the class path.
     */
    @WithDefault("true")
    @WithConverter(StrictBoolean.class)
    boolean metrics();

    /**
     * Whether the decision listeners that {@code java.util.ServiceLoader} finds
     * (aclgen-opentelemetry's {@code AclSpans}, the application's own) are told.
     */
    @WithDefault("true")
    @WithConverter(StrictBoolean.class)
    boolean discoveredListeners();
  }

  /** The scopes of {@code aclgen.audit}. */
  enum AuditScope {
    /** No audit log. */
    OFF,
    /** The refused requests only. */
    REFUSALS,
    /** Every decision. */
    ALL
  }
}
