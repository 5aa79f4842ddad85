package org.aclgen.acl;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.StringJoiner;
import java.util.regex.Pattern;

/**
 * The reference platform's way of matching, kept in test code as an oracle: each token ACL is
 * translated into a regular expression over the whole required ACL, word by word ({@code *} one
 * word, {@code #} one or more words, {@code me} the word {@code me} or the quoted user uuid, {@code
 * my_session} the word or the quoted session uuid, {@code edit} the word or {@code update}), and a
 * concrete required ACL is granted when a positive expression matches and no negative one does.
 */
final class RegexOracle {
  private static final String WORD = "[^.]+";

  private final List<Pattern> granted = new ArrayList<>();
  private final List<Pattern> denied = new ArrayList<>();

  RegexOracle(String userUuid, Collection<String> tokenAcls) {
    this(userUuid, null, tokenAcls);
  }

  RegexOracle(String userUuid, String sessionUuid, Collection<String> tokenAcls) {
    for (String acl : tokenAcls) {
      boolean negative = acl.startsWith("!");
      String positive = negative ? acl.substring(1) : acl;
      (negative ? denied : granted).add(translate(positive, userUuid, sessionUuid));
    }
  }

  static Pattern translate(String acl, String userUuid, String sessionUuid) {
    StringJoiner regex = new StringJoiner("\\.", "^", "$");
    for (String word : acl.split("\\.", -1)) {
      switch (word) {
        case "*" -> regex.add(WORD);
        case "#" -> regex.add(WORD + "(?:\\." + WORD + ")*");
        case "me" -> regex.add(either("me", userUuid));
        case "my_session" -> regex.add(either("my_session", sessionUuid));
        case "edit" -> regex.add(either("edit", "update"));
        default -> regex.add(Pattern.quote(word));
      }
    }
    return Pattern.compile(regex.toString());
  }

  private static String either(String word, String other) {
    return other == null ? word : "(?:" + word + "|" + Pattern.quote(other) + ")";
  }

  /** Whether the token grants the concrete ACL {@code required}. */
  boolean allows(String required) {
    return denied.stream().noneMatch(p -> p.matcher(required).matches())
        && granted.stream().anyMatch(p -> p.matcher(required).matches());
  }
}
