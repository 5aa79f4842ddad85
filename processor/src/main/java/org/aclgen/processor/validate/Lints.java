package org.aclgen.processor.validate;

import java.util.List;
import java.util.Optional;
import javax.tools.Diagnostic.Kind;
import org.aclgen.processor.diagnostic.Diagnostic;
import org.aclgen.processor.diagnostic.Message;
import org.aclgen.processor.model.Actions;
import org.aclgen.processor.model.ModeledEndpoint;
import org.aclgen.processor.model.ServiceResolver;

/**
 * The lint warnings of an explicit ACL: a first word other than the service, a last word other than
 * the HTTP method's action. {@code @SuppressWarnings("aclgen")} silences them.
 */
final class Lints {
  private Lints() {}

  static void check(ModeledEndpoint modeled, String acl, List<Diagnostic> out) {
    String[] words = acl.split("\\.");
    String service = modeled.service().name();
    if (service != null && !words[0].equals(service)) {
      // An explicit ACL names its service in its first word: a typo there makes a second service.
      String consequence =
          ServiceResolver.isServiceName(words[0])
              ? (", so it creates a second service '%s' with its own registry entries and API"
                      + " description META-INF/aclgen/%s/openapi.yaml")
                  .formatted(words[0], words[0])
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
    if (words.length > 1 && action.isPresent() && !wildcard && !last.equals(action.get())) {
      out.add(
          EndpointValidator.at(
              modeled.annotation(),
              Kind.WARNING,
              Message.LINT_ACTION.format(acl, last, httpMethod, action.get(), action.get())));
    }
  }
}
