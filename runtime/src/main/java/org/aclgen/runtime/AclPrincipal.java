package org.aclgen.runtime;

import jakarta.ws.rs.core.SecurityContext;
import java.security.Principal;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.aclgen.acl.AccessCheck;
import org.aclgen.acl.AclTemplate;
import org.aclgen.runtime.decisions.Reason;
import org.aclgen.tokens.ValidatedToken;

/**
 * The user of a request that {@link AclFeature} let through: its name is the token's {@code
 * auth_id} (the user uuid), and it carries the token's compiled ACLs so a resource can resolve
 * {@code me} in its own path and ask finer questions.
 *
 * <pre>{@code
 * @GET
 * public Lines lines(@PathParam("user_id") String userId, @Context SecurityContext security) {
 *   AclPrincipal caller = AclPrincipal.of(security);
 *   String user = caller.resolveMe(userId);   // "me" -> the caller's uuid
 *   boolean admin = caller.allows("confd.users.*.lines.update");
 *   ...
 * }
 * }</pre>
 *
 * <h2>Checking an ACL in code</h2>
 *
 * <p>An operation whose ACL depends on what only its code knows, such as a field of the request
 * body, declares its template with {@code @RequiredAcl(value = "...", checkedInCode = true)}: the
 * runtime then lets through any valid token, and the method requires the filled ACL itself, before
 * it acts:
 *
 * <pre>{@code
 * @POST
 * @Path("/graphql")
 * @RequiredAcl(value = "dird.graphql.{root_field_name}", checkedInCode = true)
 * public Result query(Query query, @Context SecurityContext security) {
 *   AclPrincipal caller = AclPrincipal.of(security);
 *   for (String field : query.rootFieldNames()) {
 *     caller.requireAcl(Map.of("root_field_name", field)); // 403 unless granted
 *   }
 *   ...
 * }
 * }</pre>
 *
 * <p>{@link #requireAcl(Map)} fills the operation's declared template as the runtime fills path
 * values (each value one word, {@code .} {@code *} {@code #} {@code %} percent-encoded) and throws
 * an {@link AclForbiddenException} whose response is exactly the runtime's own 403. An operation
 * checked in code that answers with a success without having called {@code requireAcl} gets a 500
 * instead of its reply (the check was forgotten): call it before acting.
 */
public final class AclPrincipal implements Principal {

  private final ValidatedToken token;
  private final ErrorReplies replies;

  /** The operation's declared template, or {@code null} before the method is known. */
  private final AclTemplate declared;

  /** Whether {@code requireAcl} ran, for an operation that checks its ACL in code. */
  private volatile boolean checked;

  private final Watch watch;

  AclPrincipal(ValidatedToken token, ErrorReplies replies, AclTemplate declared) {
    this(token, replies, declared, null);
  }

  /**
   * A principal whose {@code requireAcl} checks are decisions told to {@code watch}'s listeners;
   * {@code watch} null when nobody listens.
   */
  AclPrincipal(ValidatedToken token, ErrorReplies replies, AclTemplate declared, Watch watch) {
    this.token = Objects.requireNonNull(token, "token");
    this.replies = Objects.requireNonNull(replies, "replies");
    this.declared = declared;
    this.watch = watch;
  }

  /** Where a principal's checks in code are told, and what a decision names of the request. */
  record Watch(
      Decisions decisions,
      Decisions.Operation site,
      String httpMethod,
      Authentication authentication) {

    void tell(String acl, boolean granted) {
      decisions.tell(
          site, httpMethod, acl, granted ? Reason.GRANTED : Reason.NOT_GRANTED, authentication);
    }
  }

  /**
   * The principal of a request that {@link AclFeature} authorized.
   *
   * @throws IllegalStateException if the request was not authorized by aclgen (a public resource,
   *     or a resource outside the feature)
   */
  public static AclPrincipal of(SecurityContext securityContext) {
    return find(securityContext)
        .orElseThrow(
            () ->
                new IllegalStateException(
                    "this request was not authorized by aclgen's AclFeature: no AclPrincipal"));
  }

  /** The principal of a request that {@link AclFeature} authorized, or empty. */
  public static Optional<AclPrincipal> find(SecurityContext securityContext) {
    if (securityContext != null
        && securityContext.getUserPrincipal() instanceof AclPrincipal principal) {
      return Optional.of(principal);
    }
    return Optional.empty();
  }

  /** The token's {@code auth_id}, the user uuid. */
  @Override
  public String getName() {
    return token.authId();
  }

  /** The token's {@code auth_id}, the user uuid. */
  public String authId() {
    return token.authId();
  }

  /** The token's ACLs, compiled, with {@code me} bound to {@link #authId()}. */
  public AccessCheck accessCheck() {
    return token.accessCheck();
  }

  /** The token's ACLs as issued. */
  public List<String> acl() {
    return token.acl();
  }

  /** When the token expires. */
  public Instant expiresAt() {
    return token.expiresAt();
  }

  /** The token's session uuid, or {@code null} when its validator named none. */
  public String sessionUuid() {
    return token.sessionUuid();
  }

  /** The token's string-valued metadata; empty when there is none. */
  public Map<String, String> metadata() {
    return token.metadata();
  }

  /** Whether the token grants {@code requiredAcl}, which may hold {@code *} and {@code #}. */
  public boolean allows(String requiredAcl) {
    return token.allows(requiredAcl);
  }

  /**
   * The ACL template that the operation declares, such as {@code dird.graphql.{root_field_name}};
   * empty for a principal read before the operation was matched (in a pre-matching filter).
   */
  public Optional<String> declaredAcl() {
    return Optional.ofNullable(declared).map(AclTemplate::toString);
  }

  /**
   * Refuses the request unless the token grants {@code requiredAcl}, as the runtime refuses before
   * a method runs. Write the ACL's words yourself: a value from the request must go through {@link
   * org.aclgen.acl.AclTemplate#escapeWord} (or use {@link #requireAcl(Map)}), or a value {@code *}
   * or {@code a.b} would change the ACL's shape.
   *
   * @throws AclForbiddenException with the runtime's 403 response, naming the ACL, if the token
   *     does not grant it
   * @throws IllegalArgumentException if {@code requiredAcl} is not a well-formed ACL
   */
  public void requireAcl(String requiredAcl) {
    checked = true;
    boolean granted = token.allows(requiredAcl);
    if (watch != null) {
      watch.tell(requiredAcl, granted);
    }
    if (!granted) {
      throw new AclForbiddenException(requiredAcl, replies.forbidden(requiredAcl));
    }
  }

  /**
   * Fills the operation's declared template with {@code placeholderValues} and refuses the request
   * unless the token grants the result. Each value fills exactly one word, escaped as a path value
   * is ({@code 1.2} gives {@code 1%2E2}), so no value can widen the ACL.
   *
   * @param placeholderValues the value of each placeholder of {@link #declaredAcl()}, by name
   * @throws AclForbiddenException with the runtime's 403 response, naming the filled ACL, if the
   *     token does not grant it; naming the template if a value is missing or empty
   * @throws IllegalStateException if no template is declared (a principal read before matching)
   */
  public void requireAcl(Map<String, String> placeholderValues) {
    checked = true;
    if (declared == null) {
      throw new IllegalStateException(
          "no ACL template is declared for this request yet: requireAcl(Map) is for resource"
              + " methods, after aclgen's filter");
    }
    String filled;
    try {
      filled = declared.fill(placeholderValues::get);
    } catch (IllegalArgumentException unfillable) {
      String template = declared.toString();
      if (watch != null) {
        watch
            .decisions()
            .tell(watch.site(), watch.httpMethod(), null, Reason.UNFILLED, watch.authentication());
      }
      throw new AclForbiddenException(template, replies.unfillableInCode(template));
    }
    boolean granted = allowsFilled(filled);
    if (watch != null) {
      watch.tell(filled, granted);
    }
    if (!granted) {
      throw new AclForbiddenException(filled, replies.forbidden(filled));
    }
  }

  private boolean allowsFilled(String filled) {
    try {
      return token.allows(filled);
    } catch (IllegalArgumentException malformed) {
      // A filled template is well formed by construction; if not, refuse rather than guess.
      return false;
    }
  }

  /** Whether {@code requireAcl} was called on this request's principal. */
  boolean checkedInCode() {
    return checked;
  }

  /** The caller's uuid when {@code pathValue} is the word {@code me}, else {@code pathValue}. */
  public String resolveMe(String pathValue) {
    return "me".equals(pathValue) ? token.authId() : pathValue;
  }

  @Override
  public String toString() {
    return "AclPrincipal[" + token.authId() + "]";
  }
}
