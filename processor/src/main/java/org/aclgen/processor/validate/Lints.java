package org.aclgen.processor.validate;

import java.util.List;
import java.util.Optional;
import javax.tools.Diagnostic.Kind;
import org.aclgen.processor.ActionLint;
import org.aclgen.processor.diagnostic.Diagnostic;
import org.aclgen.processor.diagnostic.Message;
import org.aclgen.processor.model.Actions;
import org.aclgen.processor.model.ModeledEndpoint;
import org.aclgen.processor.model.ServiceResolver;

/**
 * The lint warnings of an explicit ACL: a first word other than the service, a last word other than
 * the HTTP method's action. {@code @SuppressWarnings("aclgen")} silences them on a class or method;
 * {@code -Aaclgen.lint.action=off:<service>} silences the second for a whole service.
 */
final class Lints {
  private Lints() {}

  static void check(
      ModeledEndpoint modeled, String acl, ActionLint actionLint, List<Diagnostic> out) {
    String[] words = acl.split("\\.");
    String service = modeled.service().name();
    if (service != null && !words[0].equals(service)) {
      // An explicit ACL names its service in its first word: a typo there makes a second service.
      String consequence =
          ServiceResolver.isServiceName(words[0])
              ? (", so its registry entry names service '%s' (the realm of its 401 and 403"
                      + " replies), although its API description stays in %s's")
                  .formatted(words[0], service)
              : "";
      out.add(
          EndpointValidator.at(
              modeled.annotation(),
              Kind.WARNING,
              Message.LINT_SERVICE.format(acl, words[0], service, consequence, service)));
    }
    String httpMethod = modeled.endpoint().httpMethod();
    String last = words[words.length - 1];
    Optional<String> action = Actions.of(httpMethod);
    boolean wildcard = last.equals("*") || last.equals("#") || last.startsWith("{");
    if (words.length > 1
        && action.isPresent()
        && !wildcard
        && !last.equals(action.get())
        && !actionLint.silences(service)) {
      out.add(
          EndpointValidator.at(
              modeled.annotation(),
              Kind.WARNING,
              Message.LINT_ACTION.format(
                  acl,
                  last,
                  httpMethod,
                  action.get(),
                  action.get(),
                  service == null ? "<service>" : service)));
    }
  }
}
