package org.aclgen.processor.validate;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.Element;
import javax.tools.Diagnostic.Kind;
import org.aclgen.acl.AclSyntaxException;
import org.aclgen.acl.AclTemplate;
import org.aclgen.processor.MissingAclPolicy;
import org.aclgen.processor.diagnostic.Diagnostic;
import org.aclgen.processor.diagnostic.Message;
import org.aclgen.processor.model.AclDerivation;
import org.aclgen.processor.model.Actions;
import org.aclgen.processor.model.Endpoint;
import org.aclgen.processor.model.ModeledEndpoint;
import org.aclgen.processor.model.ServiceResolver;
import org.aclgen.processor.scan.AclAnnotation;
import org.aclgen.runtime.AclSource;

/** The checks of one endpoint's ACL; each annotation's syntax is checked once. */
final class EndpointValidator {
  private final MissingAclPolicy missingAcl;
  private final Suppressions suppressions = new Suppressions();
  private final Map<Element, Optional<AclTemplate>> parsedAnnotations = new HashMap<>();
  private final Set<Element> checkedServiceOrigins = new HashSet<>();

  EndpointValidator(MissingAclPolicy missingAcl) {
    this.missingAcl = missingAcl;
  }

  void validate(ModeledEndpoint modeled, List<Diagnostic> out) {
    checkServiceName(modeled, out);
    Endpoint endpoint = modeled.endpoint();
    AclSource source = endpoint.acl().source();
    if (source == AclSource.EXPLICIT) {
      parse(modeled.annotation(), out).ifPresent(t -> checkExplicit(modeled, t, out));
    } else if (source == AclSource.DERIVED) {
      checkDerived(modeled, out);
    } else if (source == AclSource.DEFAULT && missingAcl != MissingAclPolicy.IGNORE) {
      Kind kind = missingAcl == MissingAclPolicy.ERROR ? Kind.ERROR : Kind.WARNING;
      out.add(Diagnostic.on(kind, missingText(modeled), modeled.source().method()));
    }
  }

  private void checkServiceName(ModeledEndpoint modeled, List<Diagnostic> out) {
    var origin = modeled.service();
    if (origin.element() != null
        && checkedServiceOrigins.add(origin.element())
        && !ServiceResolver.isServiceName(origin.name())) {
      out.add(
          new Diagnostic(
              Kind.ERROR,
              Message.SERVICE_NAME.format(origin.name(), origin.describe()),
              origin.element(),
              origin.mirror(),
              null));
    }
  }

  private Optional<AclTemplate> parse(AclAnnotation annotation, List<Diagnostic> out) {
    return parsedAnnotations.computeIfAbsent(
        annotation.element(),
        element -> {
          try {
            return Optional.of(AclTemplate.parse(annotation.text()));
          } catch (AclSyntaxException e) {
            out.add(at(annotation, Kind.ERROR, Message.SYNTAX.format(e.getMessage())));
            return Optional.empty();
          }
        });
  }

  private void checkExplicit(ModeledEndpoint modeled, AclTemplate template, List<Diagnostic> out) {
    Endpoint endpoint = modeled.endpoint();
    List<String> variables = endpoint.path().variableNames();
    for (String placeholder : new java.util.LinkedHashSet<>(template.placeholders())) {
      if (!variables.contains(placeholder)) {
        String known = variables.isEmpty() ? "(none)" : String.join(", ", variables);
        out.add(
            at(
                modeled.annotation(),
                Kind.ERROR,
                Message.PLACEHOLDER.format(
                    placeholder, endpoint.httpMethod(), endpoint.path().text(), known)));
      }
    }
    if (!suppressed(modeled)) {
      lint(modeled, template.toString(), out);
    }
  }

  private void lint(ModeledEndpoint modeled, String acl, List<Diagnostic> out) {
    String[] words = acl.split("\\.");
    String service = modeled.service().name();
    if (service != null && !words[0].equals(service)) {
      out.add(
          at(
              modeled.annotation(),
              Kind.WARNING,
              Message.LINT_SERVICE.format(acl, words[0], service, service)));
    }
    String httpMethod = modeled.endpoint().httpMethod();
    String last = words[words.length - 1];
    Optional<String> action = Actions.of(httpMethod);
    boolean wildcard = last.equals("*") || last.equals("#") || last.startsWith("{");
    if (words.length > 1 && action.isPresent() && !wildcard && !last.equals(action.get())) {
      out.add(
          at(
              modeled.annotation(),
              Kind.WARNING,
              Message.LINT_ACTION.format(acl, last, httpMethod, action.get(), action.get())));
    }
  }

  private void checkDerived(ModeledEndpoint modeled, List<Diagnostic> out) {
    Endpoint endpoint = modeled.endpoint();
    AclDerivation derivation =
        AclDerivation.derive(modeled.service().name(), endpoint.httpMethod(), endpoint.path());
    if (derivation.problem() == AclDerivation.Problem.CUSTOM_METHOD) {
      String example = modeled.service().isKnown() ? modeled.service().name() + ".x.y" : "svc.x.y";
      out.add(
          at(
              modeled.annotation(),
              Kind.ERROR,
              Message.CUSTOM_METHOD.format(
                  endpoint.httpMethod(), endpoint.path().text(), endpoint.httpMethod(), example)));
    } else if (derivation.problem() == AclDerivation.Problem.PATH_SEGMENT) {
      out.add(
          at(
              modeled.annotation(),
              Kind.ERROR,
              Message.PATH_SEGMENT.format(
                  endpoint.httpMethod(), endpoint.path().text(), derivation.offendingSegment())));
    }
  }

  private String missingText(ModeledEndpoint modeled) {
    Endpoint endpoint = modeled.endpoint();
    String service = modeled.service().isKnown() ? modeled.service().name() : "<service>";
    AclDerivation derived =
        AclDerivation.derive(modeled.service().name(), endpoint.httpMethod(), endpoint.path());
    String hint = derived.template() == null ? "the template" : derived.template();
    return Message.MISSING_ACL.format(
        endpoint.httpMethod(),
        endpoint.path().text(),
        endpoint.resourceClass(),
        endpoint.methodSignature(),
        AclDerivation.defaultAcl(service),
        hint);
  }

  boolean suppressed(ModeledEndpoint modeled) {
    return suppressions.suppressed(modeled.source().method())
        || suppressions.suppressed(modeled.source().declaration())
        || suppressions.suppressed(modeled.source().resourceClass());
  }

  private static Diagnostic at(AclAnnotation annotation, Kind kind, String text) {
    return new Diagnostic(
        kind, text, annotation.element(), annotation.mirror(), annotation.value());
  }
}
