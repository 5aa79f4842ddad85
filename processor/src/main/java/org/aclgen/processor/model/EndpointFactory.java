package org.aclgen.processor.model;

import java.util.HashMap;
import java.util.Map;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.TypeKind;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;
import org.aclgen.acl.registry.AclSource;
import org.aclgen.processor.scan.AclAnnotation;
import org.aclgen.processor.scan.EndpointSource;
import org.aclgen.processor.scan.JaxRs;
import org.aclgen.processor.scan.RuntimeResources;
import org.aclgen.processor.scan.SecurityAnnotation;

/** Turns scanned resource methods into model records. */
public final class EndpointFactory {
  /** The reason of a method that {@code @PermitAll} makes public, in the API description. */
  public static final String PERMIT_ALL_REASON = "marked @PermitAll";

  /** The reason of the runtime's API description resource, public by the runtime's rule. */
  public static final String API_DESCRIPTION_REASON =
      "the API description, which the aclgen runtime serves without a token";

  private final DocComments docComments;
  private final JavaNames names;
  private final ParameterReader parameters;
  private final ServiceResolver services;
  private final Map<TypeElement, Boolean> apiDescriptions = new HashMap<>();

  public EndpointFactory(
      Elements elements,
      Types types,
      DocComments docComments,
      JaxRs jaxRs,
      ServiceResolver services) {
    this.docComments = docComments;
    this.names = new JavaNames(elements, types);
    this.parameters = new ParameterReader(types, names, jaxRs);
    this.services = services;
  }

  /** Models one scanned method. */
  public ModeledEndpoint model(EndpointSource source) {
    AclAnnotation annotation = AclAnnotation.of(source);
    Access access =
        Access.decide(
            source,
            annotation,
            SecurityAnnotation.of(source),
            apiDescriptions.computeIfAbsent(
                source.resourceClass(), RuntimeResources::isApiDescription));
    ServiceOrigin service = services.resolve(source);
    PathTemplate path = PathTemplate.compose(source.pathPieces());
    AclDerivation derivation =
        access.basis() == Access.Basis.ACL_ANNOTATION
                && annotation.kind() == AclAnnotation.Kind.REQUIRED
                && annotation.text().isEmpty()
            ? AclDerivation.derive(service.name(), source.httpMethod(), path)
            : null;
    AclRequirement acl = requirement(access, annotation, service.name(), derivation);
    ExecutableElement method = source.method();
    String summary = JavadocSummary.of(docComments.of(method));
    String serviceWord = serviceWord(acl, service.name());
    Endpoint endpoint =
        new Endpoint(
            serviceWord,
            source.httpMethod(),
            path,
            names.binaryName(source.resourceClass()),
            names.signature(method),
            source.resourceClass().getSimpleName() + "_" + method.getSimpleName(),
            acl,
            parameters.read(source, path),
            summary.isEmpty() && !source.declaration().equals(method)
                ? JavadocSummary.of(docComments.of(source.declaration()))
                : summary,
            method.getReturnType().getKind() == TypeKind.VOID ? 204 : 200,
            service.isKnown() ? service.name() : serviceWord);
    return new ModeledEndpoint(source, annotation, access, service, endpoint, derivation);
  }

  private static AclRequirement requirement(
      Access access, AclAnnotation annotation, String service, AclDerivation derivation) {
    return switch (access.basis()) {
      case ACL_ANNOTATION -> annotated(annotation, derivation);
      case PERMIT_ALL -> AclRequirement.publicOperation(PERMIT_ALL_REASON);
      case API_DESCRIPTION ->
          AclRequirement.publicOperation(
              annotation != null
                      && annotation.kind() == AclAnnotation.Kind.PUBLIC
                      && !annotation.text().isEmpty()
                  ? annotation.text()
                  : API_DESCRIPTION_REASON);
      // No ACL; for DENY_ALL, the error keeps this model from being written.
      case NONE, DENY_ALL, ROLES_ALLOWED ->
          AclRequirement.of(
              AclSource.DEFAULT, service == null ? null : AclDerivation.defaultAcl(service));
    };
  }

  private static AclRequirement annotated(AclAnnotation annotation, AclDerivation derivation) {
    if (annotation.kind() == AclAnnotation.Kind.PUBLIC) {
      return AclRequirement.publicOperation(annotation.text());
    }
    if (!annotation.text().isEmpty()) {
      return annotation.isCheckedInCode()
          ? AclRequirement.checkedInCode(annotation.text())
          : AclRequirement.of(AclSource.EXPLICIT, annotation.text());
    }
    return AclRequirement.of(AclSource.DERIVED, derivation.template());
  }

  /** An explicit ACL names its service in its first word; the others use the resolved one. */
  private static String serviceWord(AclRequirement acl, String service) {
    if (acl.source() != AclSource.EXPLICIT) {
      return service;
    }
    String first = acl.template().split("\\.", 2)[0];
    return ServiceResolver.isServiceName(first) ? first : service;
  }
}
