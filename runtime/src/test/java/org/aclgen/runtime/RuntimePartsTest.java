package org.aclgen.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import jakarta.ws.rs.core.SecurityContext;
import java.security.Principal;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.logging.LogRecord;
import org.aclgen.acl.registry.AclEntry;
import org.aclgen.acl.registry.AclSource;
import org.aclgen.acl.registry.Enforcement;
import org.aclgen.testsupport.LogCapture;
import org.aclgen.tokens.PrincipalTokens;
import org.aclgen.tokens.TokenValidator;
import org.aclgen.tokens.ValidatedToken;
import org.junit.jupiter.api.Test;

/**
 * What the runtime's parts give an application without a request being served: the principal's
 * fields, the security context, the service of a declared operation, the types searched for a
 * registry entry, the authentication of odd principals and failing validators.
 */
class RuntimePartsTest {

  private static final ValidatedToken ALICE =
      ValidatedToken.of(
          "alice",
          "5e55-10n",
          List.of("confd.users.me.read"),
          Instant.parse("2030-01-01T00:00:00Z"),
          Map.of("tenant", "acme"));

  private static final ErrorReplies REPLIES = new ErrorReplies(Clock.systemUTC(), "confd");

  private static SecurityContext context(boolean secure, Principal principal) {
    return new SecurityContext() {
      @Override
      public Principal getUserPrincipal() {
        return principal;
      }

      @Override
      public boolean isUserInRole(String role) {
        return false;
      }

      @Override
      public boolean isSecure() {
        return secure;
      }

      @Override
      public String getAuthenticationScheme() {
        return "Basic";
      }
    };
  }

  @Test
  void thePrincipalShowsTheTokensSessionMetadataAndDeclaredAcl() {
    AclPrincipal principal =
        new AclPrincipal(ALICE, REPLIES, AclRegistries.compile("confd.things.{id}.read", "test"));
    assertThat(principal.getName()).isEqualTo("alice");
    assertThat(principal.sessionUuid()).isEqualTo("5e55-10n");
    assertThat(principal.metadata()).containsExactly(Map.entry("tenant", "acme"));
    assertThat(principal.declaredAcl()).contains("confd.things.{id}.read");
    assertThat(new AclPrincipal(ALICE, REPLIES, null).declaredAcl()).isEmpty();
  }

  @Test
  void aRequestAclgenDidNotAuthorizeHasNoPrincipal() {
    assertThatThrownBy(() -> AclPrincipal.of(null))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("not authorized by aclgen")
        .hasMessageContaining("no AclPrincipal");
    assertThatThrownBy(() -> AclPrincipal.of(context(false, () -> "someone")))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("no AclPrincipal");
  }

  @Test
  void theSecurityContextIsSecureExactlyWhenTheStacksWas() {
    AclPrincipal principal = new AclPrincipal(ALICE, REPLIES, null);
    assertThat(new AclSecurityContext(principal, null).isSecure()).isFalse();
    assertThat(new AclSecurityContext(principal, context(false, null)).isSecure()).isFalse();
    assertThat(new AclSecurityContext(principal, context(true, null)).isSecure()).isTrue();
    AclSecurityContext security = new AclSecurityContext(principal, context(true, null));
    assertThat(security.getUserPrincipal()).isSameAs(principal);
    assertThat(security.getAuthenticationScheme()).isEqualTo("X-Auth-Token");
    assertThat(security.isUserInRole("confd.users.me.read")).isTrue();
    assertThat(security.isUserInRole("confd.users.you.read")).isFalse();
  }

  @Test
  void anOperationDeclaredInCodeBelongsToTheServiceItsAclNames() {
    KnownOperation protectedOne =
        new DeclaredOperation("GET", "/trace/{id}", "calld.trace.{id}.read").compile("confd");
    assertThat(protectedOne.service()).isEqualTo("calld");
    KnownOperation wholeService = new DeclaredOperation("GET", "/all", "calld").compile("confd");
    assertThat(wholeService.service()).isEqualTo("calld");
    KnownOperation open = new DeclaredOperation("GET", "/hello", null).compile("confd");
    assertThat(open.service()).isEqualTo("confd");
    assertThat(open.acl()).isNull();
  }

  interface Top {}

  interface Listed extends Top {}

  interface Api extends Listed {}

  static class Base implements Api {
    public String get() {
      return "base";
    }
  }

  static class Sub extends Base {}

  @Test
  void anEntryIsSearchedOnTheResourceClassItsSuperclassesAndAllTheirInterfaces() {
    assertThat(AclRegistries.lineage(Sub.class, Base.class))
        .containsExactly(Sub.class, Base.class, Api.class, Listed.class, Top.class);
  }

  @Test
  void theStartLogsHowManyOperationsAndRegistriesWereLoaded() {
    AclEntry get =
        new AclEntry(
            "confd",
            "GET",
            "/things/{id}",
            Base.class.getName(),
            "get()",
            "confd.things.{id}.read",
            AclSource.DERIVED,
            Map.of(),
            Map.of(),
            Enforcement.FILTER);
    AclEntry put =
        new AclEntry(
            "confd",
            "PUT",
            "/things/{id}",
            Sub.class.getName(),
            "get()",
            "confd.things.{id}.update",
            AclSource.DERIVED,
            Map.of(),
            Map.of(),
            Enforcement.FILTER);
    try (LogCapture log = LogCapture.of(AclDeployment.class)) {
      AclFeature.builder(token -> Optional.empty()).registries(() -> List.of(get, put)).build();
      List<LogRecord> loaded = log.containing("operations from");
      assertThat(loaded).hasSize(1);
      assertThat(loaded.get(0).getMessage())
          .isEqualTo("[aclgen.deployed] 2 operations from 1 registries");
    }
  }

  @Test
  void aPrincipalWhoseClaimsCannotBeReadIsAnInvalidTokenAndIsLogged() {
    PrincipalTokens broken =
        principal -> {
          throw new IllegalArgumentException("claim exp is no number");
        };
    Requests.Request request = new Requests.Request("GET", "things/1");
    request.security = context(false, () -> "someone");
    try (LogCapture log = LogCapture.of(Authentication.class)) {
      Authentication authentication =
          Authentication.of(request.context(), token -> Optional.of(ALICE), broken, false);
      assertThat(authentication.kind()).isEqualTo(Authentication.Kind.INVALID);
      List<LogRecord> logged = log.containing("could not be read");
      assertThat(logged).hasSize(1);
      assertThat(logged.get(0).getMessage())
          .startsWith("[aclgen.principal-claims]")
          .contains("GET things/1", "IllegalArgumentException: claim exp is no number");
    }
  }

  @Test
  void aValidatorThatFailsMakesTheServiceUnreachableAndIsLogged() {
    TokenValidator failing =
        token -> {
          throw new IllegalStateException("token service answered 502");
        };
    Requests.Request request =
        new Requests.Request("GET", "things/1").header("X-Auth-Token", "abc123");
    try (LogCapture log = LogCapture.of(Authentication.class)) {
      Authentication authentication = Authentication.of(request.context(), failing, false);
      assertThat(authentication.kind()).isEqualTo(Authentication.Kind.UNREACHABLE);
      assertThat(authentication.toString()).isEqualTo("Authentication[UNREACHABLE]");
      List<LogRecord> logged = log.containing("validation failed");
      assertThat(logged).hasSize(1);
      assertThat(logged.get(0).getMessage())
          .startsWith("[aclgen.validation-failed]")
          .contains("GET things/1", "IllegalStateException: token service answered 502")
          .doesNotContain("abc123");
    }
  }

  @Test
  void theAuthenticationOfAValidTokenDoesNotShowTheToken() {
    Requests.Request request =
        new Requests.Request("GET", "things/1").header("X-Auth-Token", "abc123");
    Authentication authentication =
        Authentication.of(request.context(), token -> Optional.of(ALICE), false);
    assertThat(authentication.kind()).isEqualTo(Authentication.Kind.VALID);
    assertThat(authentication.toString())
        .isEqualTo("Authentication[VALID]")
        .doesNotContain("alice");
  }
}
