package org.aclgen.review.explain;

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
import org.aclgen.acl.registry.RegistryDiscovery;

/**
 * Answers "which operations do these token ACLs open?" over the registries, as the source
 * document's tables do ("ACL {@code confd.users.me.#.read} gives access to these resources").
 *
 * <p>An operation is granted when its required ACL is granted with each placeholder standing either
 * for the token's own user or for any value at all: the user is the given uuid (which a {@code me}
 * word of the token covers), or the literal word {@code me} when no uuid is given. Each grant says
 * when it holds, as a {@link Condition}: {@code confd.users.*.lines.read} grants {@code GET
 * /users/{user_id}/lines} for every value of {@code {user_id}} (no condition), while {@code
 * confd.users.me.#.read} grants it only when {@code {user_id}} is the token's user, and {@code
 * dird.#.me.read} grants {@code GET /phonebooks/{phonebook_uuid}} only when {@code
 * {phonebook_uuid}} is the token's user, which a phonebook's uuid never is. Explain does not know
 * which placeholders name users: it names the placeholder, the reader knows what it stands for.
 * Public operations are always granted, without condition.
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

  /**
   * The operations some token ACLs grant and those they refuse, each sorted by path, method.
   *
   * @param granted every granted operation, whatever its condition
   * @param refused the refused operations
   * @param conditions the condition of each operation of {@code granted} that is granted only when
   *     some of its placeholders are the token's user; the others hold for every value
   */
  public record Explanation(
      List<Operation> granted, List<Operation> refused, Map<Operation, Condition> conditions) {
    public Explanation {
      granted = List.copyOf(granted);
      refused = List.copyOf(refused);
      conditions = Map.copyOf(conditions);
    }

    /** When the grant of {@code operation} holds: {@link Condition#NONE} for every value. */
    public Condition condition(Operation operation) {
      return conditions.getOrDefault(operation, Condition.NONE);
    }

    /** The granted operations whose grant holds for every value of their placeholders. */
    public List<Operation> grantedUnconditionally() {
      return granted.stream().filter(op -> !conditions.containsKey(op)).toList();
    }

    /** The granted operations whose grant holds only when some placeholders are the user. */
    public List<Operation> grantedOnlyForUser() {
      return granted.stream().filter(conditions::containsKey).toList();
    }
  }

  /**
   * When a grant holds: for every value of the operation's placeholders ({@link #NONE}), or only
   * when some of them are the token's user.
   *
   * <p>{@code confd.users.me.#.read} grants {@code confd.users.{user_id}.funckeys.{position}.read}
   * when {@code {user_id}} is the user, whatever {@code {position}} is: one alternative, {@code
   * [user_id]}. A token holding both {@code x.me.*.read} and {@code x.*.me.read} grants {@code
   * x.{a}.{b}.read} when either is the user: two alternatives, {@code [a]} and {@code [b]}.
   *
   * @param alternatives the ways the grant holds, weakest first: each lists placeholders, in the
   *     order of the template, that must all be the token's user, and any one alternative is
   *     enough; empty when the grant holds for every value
   */
  public record Condition(List<List<String>> alternatives) {
    /** No condition: the grant holds for every value of the placeholders. */
    public static final Condition NONE = new Condition(List.of());

    public Condition {
      alternatives = alternatives.stream().map(List::copyOf).toList();
      if (alternatives.stream().anyMatch(List::isEmpty)) {
        throw new IllegalArgumentException("an alternative without placeholder is no condition");
      }
    }

    /** Whether this is {@link #NONE}. */
    public boolean isNone() {
      return alternatives.isEmpty();
    }

    /**
     * The condition in words, such as {@code {phonebook_uuid} is the token's user}, {@code {a} and
     * {b} are the token's user} or {@code {a} is the token's user, or {b} is the token's user};
     * empty for {@link #NONE}.
     */
    public String describe() {
      List<String> parts = new ArrayList<>();
      for (List<String> alternative : alternatives) {
        List<String> braced = alternative.stream().map(name -> "{" + name + "}").toList();
        String names =
            braced.size() == 1
                ? braced.get(0)
                : String.join(", ", braced.subList(0, braced.size() - 1))
                    + " and "
                    + braced.get(braced.size() - 1);
        parts.add(names + (braced.size() == 1 ? " is" : " are") + " the token's user");
      }
      return String.join(", or ", parts);
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
   * @param refusedBy the first negative entry that refuses it; for a grant, the first negative
   *     entry that narrows it to its condition (the positive entries alone would grant it for more
   *     values); else {@code null}
   * @param condition when the grant holds; {@link Condition#NONE} for every value, and for a
   *     refusal
   */
  public record Verdict(
      Operation operation, Reason reason, String grantedBy, String refusedBy, Condition condition) {
    public Verdict {
      Objects.requireNonNull(operation, "operation");
      Objects.requireNonNull(reason, "reason");
      Objects.requireNonNull(condition, "condition");
    }

    /** Whether the operation is granted, for every value or only under its condition. */
    public boolean granted() {
      return reason == Reason.PUBLIC || reason == Reason.GRANTED;
    }

    /** Whether the operation is granted for every value of its placeholders. */
    public boolean grantedUnconditionally() {
      return granted() && condition.isNone();
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

  /**
   * An explainer over the registries found on the class path, as the runtime's {@code AclFeature}
   * finds them.
   */
  public static AclExplainer fromClassPath() {
    return new AclExplainer(RegistryDiscovery.discover(AclExplainer.class));
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
    List<Operation> granted = new ArrayList<>();
    List<Operation> refused = new ArrayList<>();
    Map<Operation, Condition> conditions = new HashMap<>();
    for (Verdict verdict : verdicts(tokenAcls, userUuid)) {
      (verdict.granted() ? granted : refused).add(verdict.operation());
      if (!verdict.condition().isNone()) {
        conditions.put(verdict.operation(), verdict.condition());
      }
    }
    return new Explanation(granted, refused, conditions);
  }

  /**
   * Decides every operation for token ACLs and says why: which entry granted it and under which
   * condition, which negative entry refused it, or that no entry matched. {@link
   * #explain(Collection, String)} gives the same decisions, grouped.
   *
   * <pre>{@code
   * explainer.verdicts(List.of("confd.#", "!confd.users.#"), null)
   * // GET /lines            GRANTED             grantedBy confd.#
   * // GET /users/{user_id}  REFUSED_BY_NEGATIVE refusedBy !confd.users.#, grantedBy confd.#
   * explainer.verdicts(List.of("confd.users.me.#.read"), null)
   * // GET /users/{user_id}/lines  GRANTED  grantedBy confd.users.me.#.read, condition [[user_id]]
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
              ? new Verdict(operation, Reason.PUBLIC, null, null, Condition.NONE)
              : checks.decide(
                  operation, UserForms.of(templates.get(operation.requiredAcl()), userWord)));
    }
    return verdicts;
  }

  static boolean allows(AccessCheck check, String required) {
    try {
      return check.allows(required);
    } catch (IllegalArgumentException refused) {
      // A form the limits refuse (more wildcards than a required ACL may hold) grants nothing.
      return false;
    }
  }
}
