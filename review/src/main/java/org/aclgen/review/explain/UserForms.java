package org.aclgen.review.explain;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import org.aclgen.acl.AccessCheck;
import org.aclgen.acl.AclTemplate;

/**
 * The required ACLs that stand for one operation called by the token's user: each placeholder holds
 * either the user's word or {@code *}, any value at all.
 *
 * <p>A form whose placeholders are all {@code *} is granted only by entries that grant every value
 * of them, so a grant of it holds whatever the request's values are. A form with some placeholders
 * holding the user's word is granted when the request's values for those placeholders are the
 * user's uuid. The forms come smallest condition first: no placeholder as the user, then one, then
 * two, each size in the order of the template, so the first granted form is the weakest condition.
 */
final class UserForms {

  /**
   * One form.
   *
   * @param asUser the placeholders, in the order of the template, that hold the user's word; the
   *     others hold {@code *}
   * @param required the required ACL, with wildcards where the placeholders take any value
   */
  record Form(List<String> asUser, String required) {
    Form {
      asUser = List.copyOf(asUser);
    }

    /** Whether every placeholder this form fixes to the user is fixed by {@code other} too. */
    boolean isWeakerThan(Form other) {
      return other.asUser.containsAll(asUser);
    }
  }

  private UserForms() {}

  /**
   * The forms of {@code template} for the user's word {@code userWord} (the escaped uuid, or {@code
   * me} when no user is given). A template with more distinct placeholders than a required ACL may
   * hold wildcards ({@value AccessCheck#MAX_REQUIRED_WILDCARDS}) gets only the form where all are
   * the user: it claims less, never more.
   */
  static List<Form> of(AclTemplate template, String userWord) {
    List<String> names = new ArrayList<>(new LinkedHashSet<>(template.placeholders()));
    if (names.size() > AccessCheck.MAX_REQUIRED_WILDCARDS) {
      return List.of(form(template, names, names, userWord));
    }
    List<Integer> masks = new ArrayList<>();
    for (int mask = 0; mask < 1 << names.size(); mask++) {
      masks.add(mask);
    }
    // Bit i set: the i-th placeholder is the user. Fewest users first; among forms of one size,
    // those whose users come earlier in the template first (bit 0 reversed is the highest bit).
    masks.sort(
        Comparator.comparingInt(Integer::bitCount)
            .thenComparing(
                (a, b) -> Integer.compareUnsigned(Integer.reverse(b), Integer.reverse(a))));
    List<Form> forms = new ArrayList<>(masks.size());
    for (int mask : masks) {
      List<String> asUser = new ArrayList<>();
      for (int i = 0; i < names.size(); i++) {
        if ((mask & (1 << i)) != 0) {
          asUser.add(names.get(i));
        }
      }
      forms.add(form(template, names, asUser, userWord));
    }
    return forms;
  }

  private static Form form(
      AclTemplate template, List<String> names, List<String> asUser, String userWord) {
    String required = template.toString();
    for (String name : names) {
      // A placeholder is a whole word and no other word holds a brace: replace is exact.
      required = required.replace("{" + name + "}", asUser.contains(name) ? userWord : "*");
    }
    return new Form(asUser, required);
  }
}
