package org.aclgen.processor.validate;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.TypeElement;
import javax.tools.Diagnostic.Kind;
import org.aclgen.acl.registry.AclSource;
import org.aclgen.processor.diagnostic.Diagnostic;
import org.aclgen.processor.diagnostic.Message;
import org.aclgen.processor.model.Endpoint;
import org.aclgen.processor.model.ModeledEndpoint;
import org.aclgen.processor.model.PathTemplate;
import org.aclgen.processor.scan.OpaqueLocator;

/**
 * Says what the processor cannot see: each locator whose return type hides the class that serves
 * the request, and each unreached class whose methods the runtime will refuse for lack of an ACL.
 */
final class SubResourceChecks {
  private final Suppressions suppressions;

  SubResourceChecks(Suppressions suppressions) {
    this.suppressions = suppressions;
  }

  List<Diagnostic> check(List<OpaqueLocator> locators, List<ModeledEndpoint> endpoints) {
    List<Diagnostic> diagnostics = new ArrayList<>();
    for (OpaqueLocator locator : locators) {
      if (!suppressions.suppressed(locator.locator())) {
        diagnostics.add(opaque(locator));
      }
    }
    Map<TypeElement, List<String>> unprotected = new LinkedHashMap<>();
    for (ModeledEndpoint modeled : endpoints) {
      Endpoint endpoint = modeled.endpoint();
      if (endpoint.path().isOpaque() && endpoint.acl().source() == AclSource.DEFAULT) {
        unprotected
            .computeIfAbsent(modeled.source().rootClass(), k -> new ArrayList<>())
            .add(
                endpoint.httpMethod()
                    + " "
                    + endpoint.path().text()
                    + " "
                    + endpoint.methodSignature());
      }
    }
    unprotected.forEach(
        (type, methods) -> {
          if (!suppressions.suppressed(type)) {
            diagnostics.add(
                Diagnostic.on(
                    Kind.WARNING,
                    Message.UNREACHED.format(type.getQualifiedName(), String.join(", ", methods)),
                    type));
          }
        });
    return diagnostics;
  }

  private static Diagnostic opaque(OpaqueLocator locator) {
    String returned =
        locator.reason().isEmpty()
            ? locator.returnType()
            : locator.returnType() + " (" + locator.reason() + ")";
    String name =
        locator.resourceClass().getQualifiedName()
            + "."
            + locator.locator().getSimpleName()
            + parameterTypes(locator);
    return Diagnostic.on(
        Kind.WARNING,
        Message.OPAQUE_LOCATOR.format(
            name, PathTemplate.compose(locator.pathPieces()).text(), returned),
        locator.locator());
  }

  private static String parameterTypes(OpaqueLocator locator) {
    List<String> types = new ArrayList<>();
    locator.locator().getParameters().forEach(p -> types.add(p.asType().toString()));
    return "(" + String.join(",", types) + ")";
  }
}
