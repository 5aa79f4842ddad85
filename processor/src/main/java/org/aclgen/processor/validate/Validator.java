package org.aclgen.processor.validate;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.tools.Diagnostic.Kind;
import org.aclgen.processor.ActionLint;
import org.aclgen.processor.MissingAclPolicy;
import org.aclgen.processor.diagnostic.Diagnostic;
import org.aclgen.processor.diagnostic.Message;
import org.aclgen.processor.model.Endpoint;
import org.aclgen.processor.model.ModeledEndpoint;
import org.aclgen.processor.model.PathTemplate;
import org.aclgen.processor.model.PathVariable;
import org.aclgen.processor.scan.AclAnnotation;
import org.aclgen.processor.scan.EndpointSource;
import org.aclgen.processor.scan.ScanResult;

/**
 * Checks the model and returns every problem found; it never throws for a user's mistake. One
 * instance lives for a whole compilation, so that checks across rounds (duplicates, the missing
 * service) see every endpoint.
 */
public final class Validator {

  private final EndpointValidator endpointValidator;
  private final SubResourceChecks subResources = new SubResourceChecks(new Suppressions());
  private final Set<String> compilationVariables = new HashSet<>();
  private final Map<String, ModeledEndpoint> firstByOperation = new HashMap<>();
  private boolean noServiceReported;

  public Validator(MissingAclPolicy missingAcl, ActionLint actionLint) {
    this.endpointValidator = new EndpointValidator(missingAcl, actionLint, compilationVariables);
  }

  /** Checks one round's scan and model; {@code model} is given in output order. */
  public List<Diagnostic> validate(ScanResult scan, List<ModeledEndpoint> model) {
    for (String path : scan.pathValues()) {
      compilationVariables.addAll(PathTemplate.compose(List.of(path)).variableNames());
    }
    List<Diagnostic> diagnostics = new ArrayList<>(validate(model));
    diagnostics.addAll(subResources.check(scan.opaqueLocators(), model));
    return diagnostics;
  }

  /**
   * Checks the syntax of each {@code @RequiredAcl} among {@code annotated} that no endpoint used
   * (an interface without implementation in this compilation, a misplaced annotation): every ACL
   * written is checked.
   */
  public List<Diagnostic> checkSyntax(Map<Element, AclAnnotation.Found> annotated) {
    List<Diagnostic> diagnostics = new ArrayList<>();
    for (Map.Entry<Element, AclAnnotation.Found> entry : annotated.entrySet()) {
      Element element = entry.getKey();
      AnnotationMirror mirror = entry.getValue().required();
      if (mirror != null) {
        endpointValidator.checkSyntax(AclAnnotation.required(element, mirror), diagnostics);
      }
    }
    return diagnostics;
  }

  /** Checks the endpoints of one round, given in output order. */
  public List<Diagnostic> validate(List<ModeledEndpoint> endpoints) {
    List<Diagnostic> diagnostics = new ArrayList<>();
    List<ModeledEndpoint> withoutService = new ArrayList<>();
    for (ModeledEndpoint modeled : endpoints) {
      int before = diagnostics.size();
      endpointValidator.validate(modeled, diagnostics);
      for (int i = before; i < diagnostics.size(); i++) {
        diagnostics.set(i, diagnostics.get(i).inheritedBy(compiledPlaces(modeled)));
      }
      if (modeled.endpoint().service() == null) {
        withoutService.add(modeled);
      }
      checkDuplicate(modeled, diagnostics);
    }
    if (!withoutService.isEmpty() && !noServiceReported) {
      noServiceReported = true;
      ModeledEndpoint first = withoutService.get(0);
      diagnostics.add(
          Diagnostic.on(
              Kind.ERROR,
              Message.NO_SERVICE.format(
                  withoutService.size(),
                  first.endpoint().resourceClass(),
                  first.endpoint().methodSignature()),
              first.source().method()));
    }
    return diagnostics;
  }

  /**
   * What tells requests apart: variable names do not ({@code /users/{id}} and {@code
   * /users/{user_id}} collide), their regexes do ({@code {id}} and {@code {id: \\d+}} are two
   * JAX-RS paths).
   */
  private static String shape(Endpoint endpoint) {
    // Walks the template's own variables, in order: the text may hold braces that are no
    // variable (a "{" closed only in another @Path piece), which a pattern would take for one.
    String text = endpoint.path().text();
    StringBuilder shape = new StringBuilder();
    int from = 0;
    for (PathVariable variable : endpoint.path().variables()) {
      String placeholder = "{" + variable.name() + "}";
      int at = text.indexOf(placeholder, from);
      if (at < 0) {
        break;
      }
      String regex = variable.regex();
      shape.append(text, from, at).append('{').append(regex == null ? "" : ":" + regex).append('}');
      from = at + placeholder.length();
    }
    return shape.append(text, from, text.length()).toString();
  }

  /**
   * Where a message about an annotation of a jar goes: the method in the class that serves the
   * request, else that class, the locators on the way (innermost first) and the root class.
   */
  private static List<Element> compiledPlaces(ModeledEndpoint modeled) {
    EndpointSource source = modeled.source();
    List<Element> places = new ArrayList<>();
    if (source.method().getEnclosingElement().equals(source.resourceClass())) {
      places.add(source.method());
    }
    places.add(source.resourceClass());
    for (int i = source.locators().size() - 1; i >= 0; i--) {
      places.add(source.locators().get(i));
    }
    places.add(source.rootClass());
    return places;
  }

  private void checkDuplicate(ModeledEndpoint modeled, List<Diagnostic> diagnostics) {
    Endpoint endpoint = modeled.endpoint();
    if (endpoint.path().isOpaque()) {
      return; // the full path is known only at run time
    }
    String operation = endpoint.service() + " " + endpoint.httpMethod() + " " + shape(endpoint);
    ModeledEndpoint first = firstByOperation.putIfAbsent(operation, modeled);
    if (first != null && !endpointValidator.suppressed(modeled)) {
      diagnostics.add(
          Diagnostic.on(
              Kind.WARNING,
              Message.LINT_DUPLICATE.format(
                  endpoint.httpMethod(),
                  endpoint.path().text(),
                  first.endpoint().resourceClass() + "." + first.endpoint().methodSignature()),
              modeled.source().method()));
    }
  }
}
