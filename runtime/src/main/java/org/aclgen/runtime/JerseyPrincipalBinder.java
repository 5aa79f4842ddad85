package org.aclgen.runtime;

import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.SecurityContext;
import java.util.function.Supplier;
import org.glassfish.jersey.internal.inject.AbstractBinder;
import org.glassfish.jersey.process.internal.RequestScoped;

/**
 * On Jersey, makes {@code @Context AclPrincipal} (and {@code @Inject AclPrincipal}) a value of the
 * request: the principal that aclgen's filters set. Loaded only when the feature runs on Jersey.
 */
final class JerseyPrincipalBinder extends AbstractBinder {

  @Override
  protected void configure() {
    bindFactory(PrincipalSupplier.class)
        .to(AclPrincipal.class)
        .proxy(false)
        .in(RequestScoped.class);
  }

  /** The request's principal; a request without one fails rather than getting a null. */
  static final class PrincipalSupplier implements Supplier<AclPrincipal> {

    @Context private SecurityContext securityContext;

    @Override
    public AclPrincipal get() {
      return AclPrincipal.of(securityContext);
    }
  }
}
