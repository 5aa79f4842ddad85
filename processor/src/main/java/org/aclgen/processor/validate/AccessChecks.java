package org.aclgen.processor.validate;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.lang.model.element.ExecutableElement;
import javax.tools.Diagnostic.Kind;
import org.aclgen.processor.MissingAclPolicy;
import org.aclgen.processor.diagnostic.Diagnostic;
import org.aclgen.processor.diagnostic.Message;
import org.aclgen.processor.model.Access;
import org.aclgen.processor.model.AclDerivation;
import org.aclgen.processor.model.Endpoint;
import org.aclgen.processor.model.ModeledEndpoint;
import org.aclgen.processor.scan.AclAnnotation;
import org.aclgen.processor.scan.SecurityAnnotation;

/**
 * Reports what the standard security annotations and the runtime's API description resource do to a
 * method's access (the rules are {@link Access}'s): a {@code DenyAll} that cannot be enforced, a
 * {@code PermitAll} read as public or overridden, a {@code RolesAllowed} without ACL, an ACL
 * annotation the runtime ignores. A message about a class's annotation that reads the same for all
 * its methods is reported once.
 */
final class AccessChecks {
  private final MissingAclPolicy missingAcl;
  private final Set<Diagnostic> reported = new HashSet<>();

  AccessChecks(MissingAclPolicy missingAcl) {
    this.missingAcl = missingAcl;
  }

  void check(ModeledEndpoint modeled, List<Diagnostic> out) {
    Access access = modeled.access();
    SecurityAnnotation security = access.security();
    switch (access.basis()) {
      case DENY_ALL -> once(denyAll(modeled, security), out);
      case PERMIT_ALL ->
          once(
              new Diagnostic(
                  Kind.NOTE,
                  Message.PERMIT_ALL.format(AnnotationPlacement.describe(security.element())),
                  security.element(),
                  security.mirror(),
                  null),
              out);
      case ROLES_ALLOWED -> {
        // A method of an unreached class without ACL gets no entry; SubResourceChecks says so.
        if (missingAcl != MissingAclPolicy.IGNORE && !modeled.endpoint().path().isOpaque()) {
          Kind kind = missingAcl == MissingAclPolicy.ERROR ? Kind.ERROR : Kind.WARNING;
          once(at(security, modeled, kind, rolesAllowed(modeled, security)), out);
        }
      }
      case API_DESCRIPTION -> apiDescription(modeled, security, out);
      case ACL_ANNOTATION -> {
        if (security != null && security.kind() == SecurityAnnotation.Kind.PERMIT_ALL) {
          once(permitAllOverridden(modeled, security), out);
        } else if (security != null) {
          once(at(security, modeled, Kind.WARNING, rolesAllowedPublic(modeled, security)), out);
        }
      }
      case NONE -> {}
    }
  }

  private static Diagnostic denyAll(ModeledEndpoint modeled, SecurityAnnotation security) {
    Endpoint endpoint = modeled.endpoint();
    String service = modeled.service().isKnown() ? modeled.service().name() : "<service>";
    String text =
        Message.DENY_ALL.format(
            endpoint.httpMethod(),
            endpoint.path().text(),
            endpoint.resourceClass(),
            endpoint.methodSignature(),
            where(security),
            AclDerivation.defaultAcl(service));
    return at(security, modeled, Kind.ERROR, text);
  }

  private static String rolesAllowed(ModeledEndpoint modeled, SecurityAnnotation security) {
    Endpoint endpoint = modeled.endpoint();
    String service = modeled.service().isKnown() ? modeled.service().name() : "<service>";
    return Message.ROLES_ALLOWED.format(
        endpoint.httpMethod(),
        endpoint.path().text(),
        endpoint.resourceClass(),
        endpoint.methodSignature(),
        security.describe(),
        where(security),
        AclDerivation.defaultAcl(service),
        requiredAcl(modeled));
  }

  /** A {@code RolesAllowed} that the {@code PublicResource} of a class makes public. */
  private static String rolesAllowedPublic(ModeledEndpoint modeled, SecurityAnnotation security) {
    Endpoint endpoint = modeled.endpoint();
    return Message.ROLES_ALLOWED_PUBLIC.format(
        endpoint.httpMethod(),
        endpoint.path().text(),
        endpoint.resourceClass(),
        endpoint.methodSignature(),
        security.describe(),
        where(security),
        AnnotationPlacement.describe(modeled.annotation().element()),
        requiredAcl(modeled),
        security.describe());
  }

  /** The {@code @RequiredAcl} to write: empty, to derive the ACL if it can be derived. */
  private static String requiredAcl(ModeledEndpoint modeled) {
    Endpoint endpoint = modeled.endpoint();
    String service = modeled.service().isKnown() ? modeled.service().name() : "<service>";
    AclDerivation derived =
        AclDerivation.derive(modeled.service().name(), endpoint.httpMethod(), endpoint.path());
    return derived.template() != null
        ? "@RequiredAcl (empty, to derive " + derived.template() + ")"
        : "an explicit @RequiredAcl(\"" + service + ".x.y\")";
  }

  private static Diagnostic permitAllOverridden(
      ModeledEndpoint modeled, SecurityAnnotation security) {
    Endpoint endpoint = modeled.endpoint();
    String acl = endpoint.acl().template() == null ? "its ACL" : endpoint.acl().template();
    return new Diagnostic(
        Kind.WARNING,
        Message.PERMIT_ALL_OVERRIDDEN.format(
            AnnotationPlacement.describe(security.element()),
            endpoint.httpMethod(),
            endpoint.path().text(),
            AnnotationPlacement.describe(modeled.annotation().element()),
            acl),
        security.element(),
        security.mirror(),
        null);
  }

  /** An ACL annotation or a {@code DenyAll} on a class that the runtime serves without a token. */
  private void apiDescription(
      ModeledEndpoint modeled, SecurityAnnotation security, List<Diagnostic> out) {
    String resourceClass = modeled.source().resourceClass().getQualifiedName().toString();
    AclAnnotation annotation = modeled.annotation();
    if (annotation != null && annotation.kind() == AclAnnotation.Kind.REQUIRED) {
      String text =
          Message.API_DESCRIPTION.format(
              "RequiredAcl", AnnotationPlacement.describe(annotation.element()), resourceClass);
      once(EndpointValidator.at(annotation, Kind.ERROR, text), out);
    }
    if (security != null && security.kind() == SecurityAnnotation.Kind.DENY_ALL) {
      String text =
          Message.API_DESCRIPTION.format(
              "DenyAll", AnnotationPlacement.describe(security.element()), resourceClass);
      once(new Diagnostic(Kind.ERROR, text, security.element(), security.mirror(), null), out);
    }
  }

  /** Nothing for an annotation on the method; else which class carries it. */
  private static String where(SecurityAnnotation security) {
    return security.element() instanceof ExecutableElement
        ? ""
        : " on " + AnnotationPlacement.describe(security.element());
  }

  /**
   * At the annotation when the method carries it; else on the method, so that each method it
   * applies to is named by its own line.
   */
  private static Diagnostic at(
      SecurityAnnotation security, ModeledEndpoint modeled, Kind kind, String text) {
    if (security.element() instanceof ExecutableElement) {
      return new Diagnostic(kind, text, security.element(), security.mirror(), null);
    }
    return Diagnostic.on(kind, text, modeled.source().method());
  }

  private void once(Diagnostic diagnostic, List<Diagnostic> out) {
    if (reported.add(diagnostic)) {
      out.add(diagnostic);
    }
  }
}
