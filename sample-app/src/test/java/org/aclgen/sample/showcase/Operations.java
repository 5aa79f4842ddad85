package org.aclgen.sample.showcase;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import org.aclgen.acl.registry.AclEntry;
import org.aclgen.acl.registry.AclRegistry;
import org.aclgen.sample.AppClient;
import org.aclgen.sample.SampleApp;

/** The operations of the app as its generated registry lists them, and how to call them. */
final class Operations {

  /** The URL prefix of each service. */
  static final Map<String, String> PREFIXES =
      Map.of(
          "auth",
          AppClient.AUTH,
          "confd",
          AppClient.CONFD,
          "calld",
          AppClient.CALLD,
          "acl",
          "/api/acl");

  /** An operation: a service, an HTTP method and a path template relative to the service. */
  record Operation(String service, String method, String path) {
    @Override
    public String toString() {
      return method + " " + path + " (" + service + ")";
    }
  }

  private Operations() {}

  static Operation confd(String method, String path) {
    return new Operation("confd", method, path);
  }

  /** Every operation the generated registries list that needs a token. */
  static List<Operation> protectedOperations() {
    List<Operation> operations = new ArrayList<>();
    for (AclEntry entry : entries()) {
      if (!entry.isPublic()) {
        operations.add(new Operation(entry.service(), entry.httpMethod(), entry.path()));
      }
    }
    return operations;
  }

  /** Every entry of the generated registries. */
  static List<AclEntry> entries() {
    List<AclEntry> entries = new ArrayList<>();
    for (AclRegistry registry : ServiceLoader.load(AclRegistry.class)) {
      entries.addAll(registry.entries());
    }
    if (entries.isEmpty()) {
      throw new AssertionError("no AclRegistry on the test class path: did the processor run?");
    }
    return entries;
  }

  /**
   * The URL path of an operation for a user: {@code {user_id}} is the uuid, lines and extensions
   * are the user's own, a position is {@code position}, other ids are {@code 1}.
   */
  static String urlPath(Operation operation, SampleApp app, String userUuid, int position) {
    int line = app.platform().linePlan().userLines(userUuid).get(0).id();
    int extension = app.platform().linePlan().line(line).extensions().get(0);
    String path =
        operation
            .path()
            .replace("{user_id}", userUuid)
            .replace("{user_uuid}", userUuid)
            .replace("{client_id}", "some-client")
            .replace("{position}", Integer.toString(position))
            .replace("{line_id}", Integer.toString(line))
            .replace("{extension_id}", Integer.toString(extension))
            .replace("{call_id}", "1")
            .replace("{transfer_id}", "1")
            .replace("{service}", "dnd")
            .replace("{forward}", "busy");
    if (path.contains("{")) {
      throw new AssertionError("the tests do not know how to fill " + operation);
    }
    return PREFIXES.get(operation.service()) + path;
  }
}
