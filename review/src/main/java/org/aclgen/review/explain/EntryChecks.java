package org.aclgen.review.explain;

import java.util.ArrayList;
import java.util.List;
import org.aclgen.acl.AccessCheck;
import org.aclgen.review.explain.UserForms.Form;

/**
 * A token's ACLs compiled whole and entry by entry, to tell which entry decides an operation.
 *
 * <p>The whole list decides (so a verdict never differs from {@link AccessCheck}); the single
 * entries only name the one responsible. A negative entry is named by checking the positive entries
 * together with it alone: the first negative that turns a grant of the positives into a refusal.
 */
final class EntryChecks {

  private final AccessCheck whole;
  private final AccessCheck positivesOnly;
  private final List<String> positives;
  private final List<AccessCheck> eachPositive;
  private final List<String> negatives;
  private final List<AccessCheck> positivesWithEachNegative;

  private EntryChecks(List<String> acls, String userUuid) {
    // Parses every entry, so a malformed one throws before any verdict is given.
    this.whole = AccessCheck.of(userUuid, acls);
    this.positives = new ArrayList<>();
    this.negatives = new ArrayList<>();
    for (String acl : acls) {
      (acl.startsWith("!") ? negatives : positives).add(acl);
    }
    this.positivesOnly = AccessCheck.of(userUuid, positives);
    this.eachPositive = new ArrayList<>();
    for (String positive : positives) {
      eachPositive.add(AccessCheck.of(userUuid, List.of(positive)));
    }
    this.positivesWithEachNegative = new ArrayList<>();
    for (String negative : negatives) {
      List<String> withNegative = new ArrayList<>(positives);
      withNegative.add(negative);
      positivesWithEachNegative.add(AccessCheck.of(userUuid, withNegative));
    }
  }

  static EntryChecks of(List<String> acls, String userUuid) {
    return new EntryChecks(acls, userUuid);
  }

  /**
   * Decides a protected operation from its {@link UserForms}: granted under the weakest forms the
   * whole list grants (no condition when it grants the form without user), else refused by a
   * negative entry when the positive ones alone grant a form, else refused with no match.
   */
  Verdict decide(Operation operation, List<Form> forms) {
    List<Form> weakest = new ArrayList<>();
    for (Form form : forms) {
      // Forms come weakest first, so a granted form is one of the weakest unless one before it is.
      if (AclExplainer.allows(whole, form.required())
          && weakest.stream().noneMatch(w -> w.isWeakerThan(form))) {
        weakest.add(form);
      }
    }
    if (!weakest.isEmpty()) {
      Condition condition =
          new Condition(weakest.stream().map(Form::asUser).filter(u -> !u.isEmpty()).toList());
      return new Verdict(
          operation,
          Reason.GRANTED,
          firstGranting(weakest.get(0).required()),
          narrowedBy(forms),
          condition);
    }
    for (Form form : forms) {
      if (AclExplainer.allows(positivesOnly, form.required())) {
        return new Verdict(
            operation,
            Reason.REFUSED_BY_NEGATIVE,
            firstGranting(form.required()),
            firstRefusing(form.required()),
            Condition.NONE);
      }
    }
    return new Verdict(operation, Reason.NO_MATCH, null, null, Condition.NONE);
  }

  /**
   * The negative entry that keeps a granted operation from a weaker condition: the first form the
   * positive entries grant and the whole list refuses. Granting is monotone (a form that fixes more
   * placeholders to the user stands for fewer ACLs), so such a form is never stronger than a
   * granted one.
   */
  private String narrowedBy(List<Form> forms) {
    for (Form form : forms) {
      if (AclExplainer.allows(positivesOnly, form.required())
          && !AclExplainer.allows(whole, form.required())) {
        return firstRefusing(form.required());
      }
    }
    return null;
  }

  private String firstGranting(String required) {
    for (int i = 0; i < positives.size(); i++) {
      if (AclExplainer.allows(eachPositive.get(i), required)) {
        return positives.get(i);
      }
    }
    // Unreachable when the positives grant it: AccessCheck grants through a single entry.
    return null;
  }

  private String firstRefusing(String required) {
    for (int i = 0; i < negatives.size(); i++) {
      if (!AclExplainer.allows(positivesWithEachNegative.get(i), required)) {
        return negatives.get(i);
      }
    }
    return null;
  }
}
