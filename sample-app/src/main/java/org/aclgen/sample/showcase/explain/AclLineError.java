package org.aclgen.sample.showcase.explain;

import java.util.ArrayList;
import java.util.List;
import org.aclgen.acl.Acl;
import org.aclgen.acl.AclSyntaxException;

/**
 * A malformed ACL among those asked about, located so that a page can show it under its line.
 *
 * @param index the 0-based index of the ACL among the {@code acl} parameters
 * @param acl the ACL as given
 * @param position the 0-based character position of the fault in the ACL
 * @param reason the rule the ACL breaks, such as {@code empty word}
 * @param message the whole message, naming the ACL, the position and the rule
 */
public record AclLineError(int index, String acl, int position, String reason, String message) {

  /** Every malformed ACL of {@code acls}, parsed by the one ACL parser, in order. */
  static List<AclLineError> find(List<String> acls) {
    List<AclLineError> errors = new ArrayList<>();
    for (int i = 0; i < acls.size(); i++) {
      try {
        Acl.parseTokenAcl(acls.get(i));
      } catch (AclSyntaxException e) {
        errors.add(new AclLineError(i, e.acl(), e.position(), e.reason(), e.getMessage()));
      }
    }
    return errors;
  }
}
