package org.aclgen.runtime;

import java.util.ArrayList;
import java.util.List;
import org.aclgen.acl.AccessCheck;
import org.aclgen.runtime.AclExplainer.Operation;
import org.aclgen.runtime.AclExplainer.Reason;
import org.aclgen.runtime.AclExplainer.Verdict;

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
   * Decides a protected operation from the required ACLs that stand for it (any one granted grants
   * the operation).
   */
  Verdict decide(Operation operation, List<String> requiredForms) {
    for (String required : requiredForms) {
      if (AclExplainer.allows(whole, required)) {
        return new Verdict(operation, Reason.GRANTED, firstGranting(required), null);
      }
    }
    for (String required : requiredForms) {
      if (AclExplainer.allows(positivesOnly, required)) {
        return new Verdict(
            operation,
            Reason.REFUSED_BY_NEGATIVE,
            firstGranting(required),
            firstRefusing(required));
      }
    }
    return new Verdict(operation, Reason.NO_MATCH, null, null);
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
