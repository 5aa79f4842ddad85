package org.aclgen.runtime;

import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.container.ContainerResponseContext;
import jakarta.ws.rs.container.ContainerResponseFilter;
import jakarta.ws.rs.core.Response;
import java.lang.annotation.Annotation;
import java.util.concurrent.atomic.AtomicLong;
import org.aclgen.acl.AclTemplate;
import org.aclgen.runtime.decisions.Reason;
import org.aclgen.tokens.TokenValidator;

/**
 * Guards a resource method whose ACL its own code checks ({@code @RequiredAcl(checkedInCode =
 * true)}): before the method, a valid token is required (401 and 503 as for any protected method)
 * and the request's {@link AclPrincipal} carries the declared template for {@link
 * AclPrincipal#requireAcl(java.util.Map)}; after it, a success reply from a method that never
 * called {@code requireAcl} is withheld and replaced by a 500, so that a forgotten check does not
 * hand out what the ACL protects. Such a method's side effects have happened by then: the check
 * belongs before any of them.
 */
final class InCodeAclFilter implements ContainerRequestFilter, ContainerResponseFilter {

  private static final System.Logger LOG = System.getLogger(InCodeAclFilter.class.getName());
  private static final String PRINCIPAL = InCodeAclFilter.class.getName() + ".principal";
  private static final int LOGGED_REFUSALS = 10;

  private final AclTemplate template;
  private final String operation;
  private final TokenValidator validator;
  private final ErrorReplies replies;
  private final AtomicLong unchecked = new AtomicLong();
  private final Decisions decisions;
  private final Decisions.Operation site;

  InCodeAclFilter(
      AclTemplate template, String operation, TokenValidator validator, ErrorReplies replies) {
    this(template, operation, validator, replies, Decisions.NONE, null);
  }

  /**
   * As above, telling {@code decisions} of refusals here and of each {@code requireAcl} check as
   * {@code site}.
   */
  InCodeAclFilter(
      AclTemplate template,
      String operation,
      TokenValidator validator,
      ErrorReplies replies,
      Decisions decisions,
      Decisions.Operation site) {
    this.decisions = decisions;
    this.site = site;
    this.template = template;
    this.operation = operation;
    this.validator = validator;
    this.replies = replies;
  }

  @Override
  public void filter(ContainerRequestContext request) {
    Authentication authentication = Authentication.of(request, validator, decisions.on());
    String shown = template.toString();
    if (authentication.kind() != Authentication.Kind.VALID) {
      request.abortWith(authentication.refusal(replies, shown));
      if (decisions.on()) {
        decisions.tell(
            site, request.getMethod(), null, authentication.refusalReason(), authentication);
      }
      return;
    }
    // The decision is requireAcl's, taken by the method's own code.
    AclPrincipal principal =
        RequestPrincipal.establish(
            request,
            decisions.on()
                ? new AclPrincipal(
                    authentication.token(),
                    replies,
                    template,
                    new AclPrincipal.Watch(decisions, site, request.getMethod(), authentication))
                : new AclPrincipal(authentication.token(), replies, template));
    request.setProperty(PRINCIPAL, principal);
    AuthorizationGuard.judged(request);
  }

  @Override
  public void filter(ContainerRequestContext request, ContainerResponseContext response) {
    if (!(request.getProperty(PRINCIPAL) instanceof AclPrincipal principal)
        || principal.checkedInCode()
        || response.getStatusInfo().getFamily() != Response.Status.Family.SUCCESSFUL) {
      return;
    }
    if (unchecked.incrementAndGet() <= LOGGED_REFUSALS) {
      LOG.log(
          RuntimeMessage.UNCHECKED.level(),
          () ->
              RuntimeMessage.UNCHECKED.format(
                  operation, template, response.getStatus(), LOGGED_REFUSALS));
    }
    if (decisions.on()) {
      decisions.tell(
          site, request.getMethod(), null, Reason.UNCHECKED, Authentication.known(request));
    }
    // Nothing of the method's reply goes out: neither its entity nor its headers.
    Response withheld = replies.uncheckedInCode(template.toString());
    response.getHeaders().clear();
    response.getHeaders().putAll(withheld.getHeaders());
    response.setStatusInfo(withheld.getStatusInfo());
    response.setEntity(withheld.getEntity(), new Annotation[0], withheld.getMediaType());
  }
}
