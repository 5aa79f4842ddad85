package org.aclgen.benchmarks.matcher;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.StringJoiner;
import java.util.regex.Pattern;

/**
 * The baseline: matching as the reference platform does it, one regular expression per token ACL.
 *
 * <p>Each ACL is translated once into a precompiled {@link Pattern} over the whole required ACL:
 * {@code *} becomes one word {@code [^.]+}, {@code #} one or more words, {@code me} the word {@code
 * me} or the quoted user uuid, any other word itself, quoted. A check tries the negative entries
 * first (any match refuses), then the positive ones in order (the first match grants). This is the
 * fair form of the platform's matcher: nothing is translated or compiled per check.
 */
public final class RegexMatcher {
  private static final String WORD = "[^.]+";
  private static final String WORDS = WORD + "(?:\\." + WORD + ")*";

  private final Pattern[] denied;
  private final Pattern[] granted;

  private RegexMatcher(List<Pattern> denied, List<Pattern> granted) {
    this.denied = denied.toArray(Pattern[]::new);
    this.granted = granted.toArray(Pattern[]::new);
  }

  /** Translates and compiles a token's ACLs; {@code userUuid} may be {@code null}. */
  public static RegexMatcher of(String userUuid, Collection<String> tokenAcls) {
    List<Pattern> denied = new ArrayList<>();
    List<Pattern> granted = new ArrayList<>();
    for (String acl : tokenAcls) {
      if (acl.startsWith("!")) {
        denied.add(translate(acl.substring(1), userUuid));
      } else {
        granted.add(translate(acl, userUuid));
      }
    }
    return new RegexMatcher(denied, granted);
  }

  private static Pattern translate(String acl, String userUuid) {
    StringJoiner regex = new StringJoiner("\\.");
    for (String word : acl.split("\\.", -1)) {
      regex.add(
          switch (word) {
            case "*" -> WORD;
            case "#" -> WORDS;
            case "me" -> userUuid == null ? "me" : "(?:me|" + Pattern.quote(userUuid) + ")";
            default -> Pattern.quote(word);
          });
    }
    return Pattern.compile(regex.toString());
  }

  /** Whether the token grants the concrete ACL {@code required}. */
  public boolean allows(String required) {
    for (Pattern pattern : denied) {
      if (pattern.matcher(required).matches()) {
        return false;
      }
    }
    for (Pattern pattern : granted) {
      if (pattern.matcher(required).matches()) {
        return true;
      }
    }
    return false;
  }
}
