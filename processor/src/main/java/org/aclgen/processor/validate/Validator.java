package org.aclgen.processor.validate;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import javax.tools.Diagnostic.Kind;
import org.aclgen.processor.MissingAclPolicy;
import org.aclgen.processor.diagnostic.Diagnostic;
import org.aclgen.processor.diagnostic.Message;
import org.aclgen.processor.model.Endpoint;
import org.aclgen.processor.model.ModeledEndpoint;

/**
 * Checks the model and returns every problem found; it never throws for a user's mistake. One
 * instance lives for a whole compilation, so that checks across rounds (duplicates, the missing
 * service) see every endpoint.
 */
public final class Validator {
  private static final Pattern VARIABLE = Pattern.compile("\\{[^}]*}");

  private final EndpointValidator endpointValidator;
  private final Map<String, ModeledEndpoint> firstByOperation = new HashMap<>();
  private boolean noServiceReported;

  public Validator(MissingAclPolicy missingAcl) {
    this.endpointValidator = new EndpointValidator(missingAcl);
  }

  /** Checks the endpoints of one round, given in output order. */
  public List<Diagnostic> validate(List<ModeledEndpoint> endpoints) {
    List<Diagnostic> diagnostics = new ArrayList<>();
    List<ModeledEndpoint> withoutService = new ArrayList<>();
    for (ModeledEndpoint modeled : endpoints) {
      endpointValidator.validate(modeled, diagnostics);
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

  private void checkDuplicate(ModeledEndpoint modeled, List<Diagnostic> diagnostics) {
    Endpoint endpoint = modeled.endpoint();
    // Variable names do not tell requests apart: /users/{id} and /users/{user_id} collide.
    String shape = VARIABLE.matcher(endpoint.path().text()).replaceAll("{}");
    String operation = endpoint.httpMethod() + " " + shape;
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
