package org.aclgen.runtime;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.aclgen.acl.AccessCheck;
import org.aclgen.acl.AclTemplate;

/**
 * Answers "which operations do these token ACLs open?" over the registries, as the source
 * document's tables do ("ACL {@code confd.users.me.#.read} gives access to these resources").
 *
 * <p>An operation is granted when its required ACL is granted with each placeholder standing either
 * for the token's own user or for any value at all: the user is the given uuid (which a {@code me}
 * word of the token covers), or the literal word {@code me} when no uuid is given. So {@code
 * confd.users.me.#.read} grants {@code GET /users/{user_id}/lines} (for its own user), while {@code
 * confd.users.*.lines.read} grants it for every user. Public operations are always granted.
 */
public final class AclExplainer {

  /**
   * One operation of a registry.
   *
   * @param service the ACL service word
   * @param method the HTTP method
   * @param path the path template relative to the application root
   * @param requiredAcl the required ACL template, or {@code null} for a public operation
   */
  public record Operation(String service, String method, String path, String requiredAcl) {
    /** Whether the operation needs no token. */
    public boolean isPublic() {
      return requiredAcl == null;
    }
  }

  /** The operations some token ACLs grant and those they refuse, each sorted by path, method. */
  public record Explanation(List<Operation> granted, List<Operation> refused) {
    public Explanation {
      granted = List.copyOf(granted);
      refused = List.copyOf(refused);
    }
  }

  private static final Comparator<Operation> ORDER =
      Comparator.comparing(Operation::path)
          .thenComparing(Operation::method)
          .thenComparing(Operation::service);

  private final List<Operation> operations;
  private final Map<String, AclTemplate> templates = new HashMap<>();

  private AclExplainer(List<? extends AclRegistry> registries) {
    List<Operation> all = new ArrayList<>();
    for (AclRegistry registry : registries) {
      for (AclEntry e : registry.entries()) {
        all.add(new Operation(e.service(), e.httpMethod(), e.path(), e.aclTemplate()));
        if (!e.isPublic()) {
          templates.computeIfAbsent(e.aclTemplate(), AclTemplate::parse);
        }
      }
    }
    all.sort(ORDER);
    this.operations = List.copyOf(all);
  }

  /** An explainer over the registries found on the class path, as {@link AclFeature} finds them. */
  public static AclExplainer fromClassPath() {
    return new AclExplainer(AclRegistries.discover());
  }

  /** An explainer over exactly these registries. */
  public static AclExplainer of(List<? extends AclRegistry> registries) {
    return new AclExplainer(registries);
  }

  /** Every operation, sorted by path, then method. */
  public List<Operation> operations() {
    return operations;
  }

  /**
   * Explains token ACLs without a user: a placeholder counts as the token's user through the
   * literal {@code me}.
   *
   * @throws org.aclgen.acl.AclSyntaxException if a token ACL is malformed
   */
  public Explanation explain(Collection<String> tokenAcls) {
    return explain(tokenAcls, null);
  }

  /**
   * Explains token ACLs for the user {@code userUuid} (or without a user when it is {@code null}).
   *
   * @throws org.aclgen.acl.AclSyntaxException if a token ACL is malformed
   */
  public Explanation explain(Collection<String> tokenAcls, String userUuid) {
    Objects.requireNonNull(tokenAcls, "tokenAcls");
    AccessCheck check = AccessCheck.of(userUuid, List.copyOf(tokenAcls));
    String userWord = userUuid == null ? "me" : AclTemplate.escapeWord(userUuid);
    List<Operation> granted = new ArrayList<>();
    List<Operation> refused = new ArrayList<>();
    for (Operation operation : operations) {
      (grants(check, operation, userWord) ? granted : refused).add(operation);
    }
    return new Explanation(granted, refused);
  }

  private boolean grants(AccessCheck check, Operation operation, String userWord) {
    if (operation.isPublic()) {
      return true;
    }
    List<String> placeholders = templates.get(operation.requiredAcl()).placeholders();
    int combinations = 1 << placeholders.size();
    for (int wildcards = 0; wildcards < combinations; wildcards++) {
      String required = operation.requiredAcl();
      for (int i = 0; i < placeholders.size(); i++) {
        String value = (wildcards & (1 << i)) != 0 ? "*" : userWord;
        required = required.replace("{" + placeholders.get(i) + "}", value);
      }
      if (allows(check, required)) {
        return true;
      }
    }
    return false;
  }

  private static boolean allows(AccessCheck check, String required) {
    try {
      return check.allows(required);
    } catch (IllegalArgumentException notAnAcl) {
      // A placeholder inside a longer word cannot take a wildcard; that combination grants nothing.
      return false;
    }
  }
}
