package org.aclgen.runtime;

import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.aclgen.runtime.decisions.Reason;
import org.aclgen.tokens.TokenValidator;

/**
 * Guards a handler of programmatic resources (Jersey's {@code Resource.builder(...)}): such a
 * handler has no JAX-RS annotations for a registry to key, so the operation is found at request
 * time among those declared with {@link AclFeature.Builder#requireAcl} and {@link
 * AclFeature.Builder#publicOperation}, by method and path. A request matching none is refused.
 */
final class DeclaredOperationsFilter implements ContainerRequestFilter {

  /** One declared operation and its filter; a public operation has none. */
  record Guard(KnownOperation operation, AclFilter filter) {}

  private final List<Guard> guards;
  private final ErrorReplies replies;

  private final Decisions decisions;
  private final String realm;

  DeclaredOperationsFilter(
      List<Guard> guards, ErrorReplies replies, Decisions decisions, String realm) {
    this.guards = List.copyOf(guards);
    this.replies = replies;
    this.decisions = decisions;
    this.realm = realm;
  }

  /**
   * The filter of {@code declared}, each compiled once and handed to {@code known} so that public
   * ones are reachable without a token.
   *
   * @throws IllegalStateException if a declared operation is malformed
   */
  static DeclaredOperationsFilter of(
      List<DeclaredOperation> declared,
      String realm,
      TokenValidator validator,
      Clock clock,
      Consumer<KnownOperation> known,
      Decisions decisions) {
    List<Guard> guards = new ArrayList<>();
    for (DeclaredOperation operation : declared) {
      KnownOperation compiled = operation.compile(realm);
      known.accept(compiled);
      String name = operation.httpMethod() + " " + operation.path();
      AclFilter filter =
          compiled.isPublic()
              ? null
              : new AclFilter(
                  compiled.acl(),
                  java.util.Map.of(),
                  java.util.Map.of(),
                  name,
                  validator,
                  new ErrorReplies(clock, compiled.service()),
                  decisions,
                  new Decisions.Operation(
                      compiled.service(), operation.path(), name, compiled.acl().toString()));
      guards.add(new Guard(compiled, filter));
    }
    return new DeclaredOperationsFilter(guards, new ErrorReplies(clock, realm), decisions, realm);
  }

  @Override
  public void filter(ContainerRequestContext request) {
    String path = RequestPaths.encoded(request.getUriInfo());
    for (Guard guard : guards) {
      if (guard.operation().serves(request.getMethod())
          && guard.operation().match(path).isPresent()) {
        if (guard.filter() != null) {
          guard.filter().filter(request);
        } else {
          AuthorizationGuard.judged(request);
          tell(request, guard.operation().path().toString(), Reason.PUBLIC);
        }
        return;
      }
    }
    request.abortWith(replies.undeclared());
    tell(request, null, Reason.UNLISTED);
  }

  private void tell(ContainerRequestContext request, String path, Reason reason) {
    if (decisions.on()) {
      decisions.tell(
          new Decisions.Operation(realm, path, null, null),
          request.getMethod(),
          null,
          reason,
          Authentication.known(request));
    }
  }
}
