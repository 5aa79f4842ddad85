package org.aclgen.processor.model;

import org.aclgen.processor.scan.AclAnnotation;
import org.aclgen.processor.scan.EndpointSource;
import org.aclgen.processor.scan.SecurityAnnotation;

/**
 * What decides a resource method's access, among aclgen's annotations, the standard security
 * annotations and the runtime's own rule for its API description resource.
 *
 * @param basis what decides
 * @param security the standard security annotation the checks report on: the one that decides, or
 *     one that an aclgen annotation overrides against its meaning (a {@code PermitAll} under a
 *     {@code RequiredAcl}, a {@code RolesAllowed} under a {@code PublicResource}); {@code null} if
 *     none
 */
public record Access(Basis basis, SecurityAnnotation security) {

  /** What decides the access. */
  public enum Basis {
    /** {@code @RequiredAcl} or {@code @PublicResource}. */
    ACL_ANNOTATION,
    /** Nothing: the default {@code <service>.#}. */
    NONE,
    /** {@code PermitAll} and no aclgen annotation: public, as with {@code @PublicResource}. */
    PERMIT_ALL,
    /** {@code DenyAll}: no ACL refuses every token, so it is an error. */
    DENY_ALL,
    /** {@code RolesAllowed} and no aclgen annotation: the default, which roles do not change. */
    ROLES_ALLOWED,
    /** A subclass of the runtime's {@code ApiDescriptionResource}: always public. */
    API_DESCRIPTION
  }

  /**
   * The rules, for an endpoint with its aclgen annotation and standard annotation (either may be
   * {@code null}):
   *
   * <ol>
   *   <li>the runtime serves an {@code ApiDescriptionResource} without a token, so it is public;
   *   <li>a {@code DenyAll} at least as close to the method as the aclgen annotation decides: it
   *       cannot be enforced, and must not be turned into an ACL that some tokens hold;
   *   <li>otherwise an aclgen annotation decides; a {@code PermitAll} as close as a {@code
   *       RequiredAcl} or closer is overridden (access fails closed), and reported, as is a {@code
   *       RolesAllowed} as close as a {@code PublicResource} or closer, which opens the method;
   *   <li>otherwise {@code PermitAll} makes the method public, and {@code RolesAllowed} leaves it
   *       with the default ACL, as roles are not aclgen's.
   * </ol>
   */
  static Access decide(
      EndpointSource source,
      AclAnnotation annotation,
      SecurityAnnotation security,
      boolean apiDescription) {
    int annotationPlace =
        annotation == null
            ? Integer.MAX_VALUE
            : source.annotatedPlaces().indexOf(annotation.element());
    if (apiDescription) {
      return new Access(Basis.API_DESCRIPTION, security);
    }
    if (security == null) {
      return new Access(annotation == null ? Basis.NONE : Basis.ACL_ANNOTATION, null);
    }
    boolean asClose = security.place() <= annotationPlace;
    if (security.kind() == SecurityAnnotation.Kind.DENY_ALL && asClose) {
      return new Access(Basis.DENY_ALL, security);
    }
    if (annotation != null) {
      AclAnnotation.Kind against =
          security.kind() == SecurityAnnotation.Kind.PERMIT_ALL
              ? AclAnnotation.Kind.REQUIRED
              : AclAnnotation.Kind.PUBLIC;
      boolean overridden = asClose && annotation.kind() == against;
      return new Access(Basis.ACL_ANNOTATION, overridden ? security : null);
    }
    return switch (security.kind()) {
      case PERMIT_ALL -> new Access(Basis.PERMIT_ALL, security);
      case ROLES_ALLOWED -> new Access(Basis.ROLES_ALLOWED, security);
      case DENY_ALL -> new Access(Basis.DENY_ALL, security);
    };
  }
}
