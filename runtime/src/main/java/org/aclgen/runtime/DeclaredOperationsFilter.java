package org.aclgen.runtime;

import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
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

  DeclaredOperationsFilter(List<Guard> guards, ErrorReplies replies) {
    this.guards = List.copyOf(guards);
    this.replies = replies;
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
      Consumer<KnownOperation> known) {
    List<Guard> guards = new ArrayList<>();
    for (DeclaredOperation operation : declared) {
      KnownOperation compiled = operation.compile(realm);
      known.accept(compiled);
      String name = operation.httpMethod() + " " + operation.path();
      AclFilter filter =
          compiled.isPublic()
              ? null
              : new AclFilter(
                  compiled.acl(), name, validator, new ErrorReplies(clock, compiled.service()));
      guards.add(new Guard(compiled, filter));
    }
    return new DeclaredOperationsFilter(guards, new ErrorReplies(clock, realm));
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
        }
        return;
      }
    }
    request.abortWith(replies.undeclared());
  }
}
