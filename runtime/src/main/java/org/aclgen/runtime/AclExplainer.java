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
import org.aclgen.acl.registry.AclEntry;
import org.aclgen.acl.registry.AclRegistry;

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

  /** Why an operation is granted or refused. */
  public enum Reason {
    /** The operation needs no token: granted to everyone. */
    PUBLIC,
    /** A positive entry of the token grants the required ACL. */
    GRANTED,
    /** A positive entry would grant it, but a negative entry refuses it. */
    REFUSED_BY_NEGATIVE,
    /** No entry of the token grants the required ACL. */
    NO_MATCH
  }

  /**
   * The decision on one operation and its reason.
   *
   * @param operation the operation
   * @param reason why it is granted or refused
   * @param grantedBy the first token entry that grants it (for {@link Reason#REFUSED_BY_NEGATIVE},
   *     the one the negative entry overrides), or {@code null}
   * @param refusedBy the first negative entry that refuses it, or {@code null}
   */
  public record Verdict(Operation operation, Reason reason, String grantedBy, String refusedBy) {
    public Verdict {
      Objects.requireNonNull(operation, "operation");
      Objects.requireNonNull(reason, "reason");
    }

    /** Whether the operation is granted. */
    public boolean granted() {
      return reason == Reason.PUBLIC || reason == Reason.GRANTED;
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
    for (String required : requiredForms(operation, userWord)) {
      if (allows(check, required)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Decides every operation for token ACLs and says why: which entry granted it, which negative
   * entry refused it, or that no entry matched. Decides as {@link #explain(Collection, String)}
   * does: an operation is granted here exactly when it is granted there.
   *
   * <pre>{@code
   * explainer.verdicts(List.of("confd.#", "!confd.users.#"), null)
   * // GET /lines            GRANTED             grantedBy confd.#
   * // GET /users/{user_id}  REFUSED_BY_NEGATIVE refusedBy !confd.users.#, grantedBy confd.#
   * }</pre>
   *
   * @param tokenAcls the token's ACLs as typed, negative entries included
   * @param userUuid the token's user, what {@code me} stands for, or {@code null}
   * @return one verdict per operation, in the order of {@link #operations()}
   * @throws org.aclgen.acl.AclSyntaxException if a token ACL is malformed
   */
  public List<Verdict> verdicts(Collection<String> tokenAcls, String userUuid) {
    Objects.requireNonNull(tokenAcls, "tokenAcls");
    EntryChecks checks = EntryChecks.of(List.copyOf(tokenAcls), userUuid);
    String userWord = userUuid == null ? "me" : AclTemplate.escapeWord(userUuid);
    List<Verdict> verdicts = new ArrayList<>(operations.size());
    for (Operation operation : operations) {
      verdicts.add(
          operation.isPublic()
              ? new Verdict(operation, Reason.PUBLIC, null, null)
              : checks.decide(operation, requiredForms(operation, userWord)));
    }
    return verdicts;
  }

  /**
   * The required ACLs that stand for an operation called by the token's user: each placeholder is
   * either the user's word or {@code *} (any value).
   */
  private List<String> requiredForms(Operation operation, String userWord) {
    List<String> placeholders = templates.get(operation.requiredAcl()).placeholders();
    int combinations = 1 << placeholders.size();
    List<String> forms = new ArrayList<>(combinations);
    for (int wildcards = 0; wildcards < combinations; wildcards++) {
      String required = operation.requiredAcl();
      for (int i = 0; i < placeholders.size(); i++) {
        String value = (wildcards & (1 << i)) != 0 ? "*" : userWord;
        required = required.replace("{" + placeholders.get(i) + "}", value);
      }
      forms.add(required);
    }
    return forms;
  }

  static boolean allows(AccessCheck check, String required) {
    try {
      return check.allows(required);
    } catch (IllegalArgumentException notAnAcl) {
      // A placeholder inside a longer word cannot take a wildcard; that combination grants nothing.
      return false;
    }
  }
}
