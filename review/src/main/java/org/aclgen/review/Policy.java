package org.aclgen.review;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import org.aclgen.acl.AccessCheck;
import org.aclgen.acl.AclSyntaxException;

/**
 * The token ACL lists a team hands out, each under a name (a role, a policy, a demo user), so that
 * a review says who gains and who loses access.
 *
 * <p>The file holds one role a line: its name, a colon, then its ACLs separated by spaces (an ACL
 * never holds a space), negative entries and {@code me} as a token holds them. Blank lines and
 * lines starting with {@code #} are comments.
 *
 * <pre>
 * # role: the ACLs of its tokens
 * user:        confd.users.me.#.read calld.users.me.#
 * funckeys:    confd.users.me.funckeys.*.*
 * support:     confd.# !confd.users.*.secrets.#
 * </pre>
 *
 * @param roles the roles in the file's order
 */
public record Policy(List<Role> roles) {

  /** The largest policy file read: 1 MiB. */
  public static final int MAX_BYTES = 1 << 20;

  /**
   * One role and the ACLs of its tokens, checked by the ACL parser.
   *
   * @param name the role's name, one word without {@code :}
   * @param acls the ACLs of its tokens as typed
   */
  public record Role(String name, List<String> acls) {
    public Role {
      Objects.requireNonNull(name, "name");
      acls = List.copyOf(acls);
      if (name.isEmpty() || name.chars().anyMatch(c -> c == ':' || Character.isWhitespace(c))) {
        throw new IllegalArgumentException(
            "a role name is one word without ':', got '" + name + "'");
      }
      AccessCheck.of(null, acls); // a malformed ACL throws here, naming it
    }
  }

  public Policy {
    roles = List.copyOf(roles);
    Set<String> names = new HashSet<>();
    for (Role role : roles) {
      if (!names.add(role.name())) {
        throw new IllegalArgumentException("role " + role.name() + " is defined twice");
      }
    }
  }

  /** No roles: a review then lists the changes only. */
  public static Policy none() {
    return new Policy(List.of());
  }

  /**
   * Reads a policy file.
   *
   * @param text the file's text
   * @param origin what the text came from, for the error messages
   * @throws IllegalArgumentException naming the origin and the line if a line is malformed
   */
  public static Policy parse(String text, String origin) {
    if (text.length() > MAX_BYTES) {
      throw new IllegalArgumentException(origin + " is larger than " + MAX_BYTES + " bytes");
    }
    List<Role> roles = new ArrayList<>();
    Set<String> names = new HashSet<>();
    String[] lines = text.split("\n", -1);
    for (int i = 0; i < lines.length; i++) {
      String line = lines[i].strip();
      if (line.isEmpty() || line.startsWith("#")) {
        continue;
      }
      String where = origin + ":" + (i + 1);
      int colon = line.indexOf(':');
      if (colon <= 0) {
        throw new IllegalArgumentException(
            where + ": expected 'role: acl acl ...', found: " + line);
      }
      String name = line.substring(0, colon).strip();
      String rest = line.substring(colon + 1).strip();
      List<String> acls = rest.isEmpty() ? List.of() : List.of(rest.split("\\s+"));
      if (!names.add(name)) {
        throw new IllegalArgumentException(where + ": role " + name + " is defined twice");
      }
      try {
        roles.add(new Role(name, acls));
      } catch (AclSyntaxException e) {
        throw new IllegalArgumentException(where + ": role " + name + ": " + e.getMessage(), e);
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException(where + ": " + e.getMessage(), e);
      }
    }
    return new Policy(roles);
  }
}
