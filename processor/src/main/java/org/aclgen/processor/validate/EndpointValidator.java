package org.aclgen.processor.validate;

import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.tools.Diagnostic.Kind;
import org.aclgen.acl.AclSyntaxException;
import org.aclgen.acl.AclTemplate;
import org.aclgen.acl.registry.AclSource;
import org.aclgen.processor.ActionLint;
import org.aclgen.processor.MissingAclPolicy;
import org.aclgen.processor.diagnostic.Diagnostic;
import org.aclgen.processor.diagnostic.Message;
import org.aclgen.processor.model.Access;
import org.aclgen.processor.model.AclDerivation;
import org.aclgen.processor.model.Actions;
import org.aclgen.processor.model.Endpoint;
import org.aclgen.processor.model.ModeledEndpoint;
import org.aclgen.processor.model.ServiceResolver;
import org.aclgen.processor.scan.AclAnnotation;

/** The checks of one endpoint's ACL; each annotation's syntax is checked once. */
final class EndpointValidator {
  private final MissingAclPolicy missingAcl;
  private final ActionLint actionLint;
  private final AccessChecks accessChecks;
  private final Suppressions suppressions = new Suppressions();
  private final Map<Element, Optional<AclTemplate>> parsedAnnotations = new HashMap<>();
  private final Set<Element> checkedServiceOrigins = new HashSet<>();
  private final Set<Element> checkedInCodeReported = new HashSet<>();
  private final Set<String> compilationVariables;

  /**
   * @param compilationVariables the variables of every {@code @Path} met so far, which the
   *     placeholders of a method of an unreached class may use
   */
  EndpointValidator(
      MissingAclPolicy missingAcl, ActionLint actionLint, Set<String> compilationVariables) {
    this.missingAcl = missingAcl;
    this.actionLint = actionLint;
    this.accessChecks = new AccessChecks(missingAcl);
    this.compilationVariables = compilationVariables;
  }

  void validate(ModeledEndpoint modeled, List<Diagnostic> out) {
    checkServiceName(modeled, out);
    Endpoint endpoint = modeled.endpoint();
    AclSource source = endpoint.acl().source();
    if (source == AclSource.EXPLICIT) {
      parse(modeled.annotation(), out).ifPresent(t -> checkExplicit(modeled, t, out));
    } else if (source == AclSource.DERIVED) {
      checkDerived(modeled, out);
      checkNotInCode(modeled, out);
    } else if (source == AclSource.DEFAULT
        && modeled.access().basis() == Access.Basis.NONE
        && missingAcl != MissingAclPolicy.IGNORE
        && !endpoint.path().isOpaque()) {
      // A method of an unreached class without ACL gets no entry; SubResourceChecks says so.
      Kind kind = missingAcl == MissingAclPolicy.ERROR ? Kind.ERROR : Kind.WARNING;
      out.add(Diagnostic.on(kind, missingText(modeled), modeled.source().method()));
    }
    accessChecks.check(modeled, out);
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

  /**
   * Checks the syntax of an annotation that no endpoint of the round used, such as one on an
   * interface whose implementations live elsewhere; once per annotation, as for the others.
   */
  void checkSyntax(AclAnnotation annotation, List<Diagnostic> out) {
    if (annotation.kind() == AclAnnotation.Kind.REQUIRED && !annotation.text().isEmpty()) {
      parse(annotation, out);
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

  /**
   * {@code checkedInCode} on a derived ACL: reported once per annotation, at the element's value.
   */
  private void checkNotInCode(ModeledEndpoint modeled, List<Diagnostic> out) {
    AclAnnotation annotation = modeled.annotation();
    if (!annotation.isCheckedInCode() || !checkedInCodeReported.add(annotation.element())) {
      return;
    }
    String derived = modeled.derivation().template();
    String example =
        derived != null
            ? derived
            : (modeled.service().isKnown() ? modeled.service().name() : "svc") + ".x.y";
    out.add(
        new Diagnostic(
            Kind.ERROR,
            Message.CHECKED_IN_CODE_DERIVED.format(example),
            annotation.element(),
            annotation.mirror(),
            annotation.checkedInCode()));
  }

  /**
   * Each placeholder of an explicit template names a path variable, or else a query parameter the
   * method reads; a template checked in code may name anything, as the method fills it.
   */
  private void checkExplicit(ModeledEndpoint modeled, AclTemplate template, List<Diagnostic> out) {
    Endpoint endpoint = modeled.endpoint();
    List<String> variables = endpoint.path().variableNames();
    Set<String> query = endpoint.queryParameterNames();
    Set<String> placeholders =
        endpoint.acl().isCheckedInCode() ? Set.of() : new LinkedHashSet<>(template.placeholders());
    for (String placeholder : placeholders) {
      if (endpoint.path().isOpaque()) {
        checkOpaquePlaceholder(modeled, placeholder, out);
      } else if (!variables.contains(placeholder) && !query.contains(placeholder)) {
        out.add(
            at(
                modeled.annotation(),
                Kind.ERROR,
                Message.PLACEHOLDER.format(
                    placeholder,
                    endpoint.httpMethod(),
                    endpoint.path().text(),
                    listed(variables),
                    listed(query))));
      }
    }
    if (!suppressed(modeled)) {
      Lints.check(modeled, template.toString(), actionLint, out);
    }
  }

  private static String listed(Collection<String> names) {
    return names.isEmpty() ? "(none)" : String.join(", ", names);
  }

  /**
   * The full path of a method of an unreached class is known only at run time, so a placeholder may
   * name a variable of any {@code @Path} of the compilation: the locators in front of it are among
   * them. A typo that matches none is still an error.
   */
  private void checkOpaquePlaceholder(
      ModeledEndpoint modeled, String placeholder, List<Diagnostic> out) {
    Endpoint endpoint = modeled.endpoint();
    List<String> variables = endpoint.path().variableNames();
    if (variables.contains(placeholder) || compilationVariables.contains(placeholder)) {
      return;
    }
    Set<String> elsewhere = new java.util.TreeSet<>(compilationVariables);
    variables.forEach(elsewhere::remove);
    out.add(
        at(
            modeled.annotation(),
            Kind.ERROR,
            Message.PLACEHOLDER_OPAQUE.format(
                placeholder,
                endpoint.httpMethod(),
                endpoint.path().text(),
                variables.isEmpty() ? "(none)" : String.join(", ", variables),
                elsewhere.isEmpty() ? "(none)" : String.join(", ", elsewhere))));
  }

  private void checkDerived(ModeledEndpoint modeled, List<Diagnostic> out) {
    Endpoint endpoint = modeled.endpoint();
    // Derived once, by the model; the problem, if any, is reported here.
    AclDerivation derivation = modeled.derivation();
    if (derivation.problem() == AclDerivation.Problem.OPAQUE_PATH) {
      String service = modeled.service().isKnown() ? modeled.service().name() : "svc";
      String relative = endpoint.path().text().substring(3).replace('/', '.');
      String example =
          service + ".x" + relative + "." + Actions.of(endpoint.httpMethod()).orElse("y");
      out.add(
          onMethod(
              modeled,
              Message.OPAQUE_DERIVE.format(
                  endpoint.httpMethod(),
                  endpoint.path().text(),
                  endpoint.resourceClass(),
                  example)));
    } else if (derivation.problem() == AclDerivation.Problem.CUSTOM_METHOD) {
      String example = modeled.service().isKnown() ? modeled.service().name() + ".x.y" : "svc.x.y";
      out.add(
          onMethod(
              modeled,
              Message.CUSTOM_METHOD.format(
                  endpoint.httpMethod(), endpoint.path().text(), endpoint.httpMethod(), example)));
    } else if (derivation.problem() == AclDerivation.Problem.PATH_SEGMENT) {
      out.add(
          onMethod(
              modeled,
              Message.PATH_SEGMENT.format(
                  endpoint.httpMethod(), endpoint.path().text(), derivation.offendingSegment())));
    }
  }

  private String missingText(ModeledEndpoint modeled) {
    Endpoint endpoint = modeled.endpoint();
    String service = modeled.service().isKnown() ? modeled.service().name() : "<service>";
    AclDerivation derived =
        AclDerivation.derive(modeled.service().name(), endpoint.httpMethod(), endpoint.path());
    if (derived.problem() == AclDerivation.Problem.CUSTOM_METHOD) {
      return Message.MISSING_ACL_CUSTOM.format(
          endpoint.httpMethod(),
          endpoint.path().text(),
          endpoint.resourceClass(),
          endpoint.methodSignature(),
          AclDerivation.defaultAcl(service),
          endpoint.httpMethod(),
          service + ".x.y");
    }
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

  /**
   * An error about one method's derived ACL: on the {@code @RequiredAcl} of the method, or, when
   * the annotation sits on the class, on the method itself, so that each offending method is named
   * by its own line.
   */
  private static Diagnostic onMethod(ModeledEndpoint modeled, String text) {
    AclAnnotation annotation = modeled.annotation();
    if (annotation.element() instanceof ExecutableElement) {
      return at(annotation, Kind.ERROR, text);
    }
    return Diagnostic.on(
        Kind.ERROR,
        text + " (the @RequiredAcl of " + annotation.element() + " derives it)",
        modeled.source().method());
  }

  static Diagnostic at(AclAnnotation annotation, Kind kind, String text) {
    return new Diagnostic(
        kind, text, annotation.element(), annotation.mirror(), annotation.value());
  }
}
