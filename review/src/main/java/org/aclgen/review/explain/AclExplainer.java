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
      // As the filter decides: a negative naming the user's uuid also refuses `me`.
      return check.allowsRequest(required);
    } catch (IllegalArgumentException refused) {
      // A form the limits refuse (more wildcards than a required ACL may hold) grants nothing.
      return false;
    }
  }
}
