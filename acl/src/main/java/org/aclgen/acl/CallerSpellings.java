package org.aclgen.acl;

/**
 * The other spelling of a request's required ACL: its words {@code me} and {@code my_session},
 * which a resource reads as the caller's user and session (see {@code AclPrincipal.resolveMe}),
 * written as those uuids. A negative entry that names the uuid must refuse both spellings.
 */
final class CallerSpellings {

  private CallerSpellings() {}

  /**
   * {@code acl} with each word {@code me} replaced by {@code userWord} and each {@code my_session}
   * by {@code sessionWord} (null: left as it is); {@code acl} itself when nothing is replaced.
   */
  static String withIds(String acl, String userWord, String sessionWord) {
    boolean me = userWord != null && acl.contains(TokenWords.ME);
    boolean session = sessionWord != null && acl.contains(TokenWords.MY_SESSION);
    if (!me && !session) {
      return acl;
    }
    StringBuilder spelled = new StringBuilder(acl.length() + 64);
    boolean changed = false;
    int from = 0;
    while (from <= acl.length()) {
      int end = acl.indexOf('.', from);
      end = end < 0 ? acl.length() : end;
      String word = acl.substring(from, end);
      String replaced =
          me && word.equals(TokenWords.ME)
              ? userWord
              : session && word.equals(TokenWords.MY_SESSION) ? sessionWord : word;
      changed |= replaced != word;
      spelled.append(from == 0 ? "" : ".").append(replaced);
      from = end + 1;
    }
    return changed ? spelled.toString() : acl;
  }
}
