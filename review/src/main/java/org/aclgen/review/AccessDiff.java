package org.aclgen.review;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import org.aclgen.acl.AccessCheck;
import org.aclgen.acl.registry.AclSource;
import org.aclgen.acl.registry.Enforcement;

/**
 * The changes of access between two builds: which operations became public, whose ACL changed (old
 * to new), which fell back to {@code <service>.#}, which were added and removed.
 *
 * <p>An operation is the same in both builds when its service, HTTP method and path are; an
 * operation that only changed service (a renamed service, {@code @AclService} edited) is matched by
 * HTTP method and path when exactly one operation on each side has them. The Java class and method
 * play no part: moving a method to another class changes no access.
 *
 * <p>Whether a changed ACL widens access is decided by the ACL matcher itself ({@link
 * AccessCheck}): the new required ACL, read as a token's ACL, must grant the old one, so that every
 * token granting the new ACL also granted the old. {@code confd.users.read} changed to the default
 * {@code confd.#} narrows; {@code confd.users.{user_id}.lines.read} changed to {@code
 * confd.users.read} widens (a token holding {@code confd.users.read} gains the lines). An ACL that
 * the operation now checks in its own code ({@code checkedInCode = true}) instead of the runtime's
 * filter widens too, as the runtime no longer refuses before the method runs.
 *
 * @param changes the changes, sorted as the baseline is (by service, path, HTTP method)
 */
public record AccessDiff(List<Change> changes) {

  public AccessDiff {
    changes = List.copyOf(changes);
  }

  /** Compares the operations of two builds. */
  public static AccessDiff between(List<Operation> before, List<Operation> after) {
    Map<List<String>, List<Operation>> old = byKey(before);
    Map<List<String>, List<Operation>> now = byKey(after);
    List<Change> changes = new ArrayList<>();
    List<Operation> removed = new ArrayList<>();
    List<Operation> added = new ArrayList<>();
    for (Map.Entry<List<String>, List<Operation>> entry : old.entrySet()) {
      List<Operation> was = new ArrayList<>(entry.getValue());
      List<Operation> is = new ArrayList<>(now.getOrDefault(entry.getKey(), List.of()));
      removeCommon(was, is);
      if (was.size() == 1 && is.size() == 1) {
        changes.add(changeOf(was.get(0), is.get(0)));
      } else {
        removed.addAll(was);
        added.addAll(is);
      }
    }
    now.forEach(
        (key, operations) -> {
          if (!old.containsKey(key)) {
            added.addAll(operations);
          }
        });
    matchAcrossServices(removed, added, changes);
    removed.forEach(op -> changes.add(new Change(ChangeKind.REMOVED, op, null, false)));
    added.forEach(op -> changes.add(new Change(ChangeKind.ADDED, null, op, true)));
    changes.sort(Comparator.comparing(Change::operation, Operation.ORDER));
    return new AccessDiff(changes);
  }

  /** Whether nothing changed. */
  public boolean isEmpty() {
    return changes.isEmpty();
  }

  /** Whether some change widens access; see {@link Change#widens()}. */
  public boolean widens() {
    return changes.stream().anyMatch(Change::widens);
  }

  /** How many changes widen access. */
  public long widening() {
    return changes.stream().filter(Change::widens).count();
  }

  /**
   * The baseline lines that changed, as a diff shows them: each change's old line with {@code -},
   * then its new line with {@code +}.
   */
  public List<String> lineDiff() {
    List<String> lines = new ArrayList<>();
    for (Change change : changes) {
      if (change.before() != null) {
        lines.add("-" + change.before().line());
      }
      if (change.after() != null) {
        lines.add("+" + change.after().line());
      }
    }
    return lines;
  }

  private static Map<List<String>, List<Operation>> byKey(List<Operation> operations) {
    Map<List<String>, List<Operation>> map = new TreeMap<>(AccessDiff::compareKeys);
    for (Operation op : operations) {
      map.computeIfAbsent(List.of(op.service(), op.method(), op.path()), k -> new ArrayList<>())
          .add(op);
    }
    return map;
  }

  private static int compareKeys(List<String> a, List<String> b) {
    for (int i = 0; i < a.size(); i++) {
      int order = a.get(i).compareTo(b.get(i));
      if (order != 0) {
        return order;
      }
    }
    return 0;
  }

  /** Drops from both lists the operations that are on both sides unchanged, one for one. */
  private static void removeCommon(List<Operation> was, List<Operation> is) {
    for (var it = was.iterator(); it.hasNext(); ) {
      if (is.remove(it.next())) {
        it.remove();
      }
    }
  }

  /** Pairs a removed and an added operation of one HTTP method and path, each alone of its kind. */
  private static void matchAcrossServices(
      List<Operation> removed, List<Operation> added, List<Change> changes) {
    Map<List<String>, List<Operation>> gone = byRoute(removed);
    Map<List<String>, List<Operation>> come = byRoute(added);
    gone.forEach(
        (route, was) -> {
          List<Operation> is = come.getOrDefault(route, List.of());
          if (was.size() == 1 && is.size() == 1) {
            changes.add(changeOf(was.get(0), is.get(0)));
            removed.remove(was.get(0));
            added.remove(is.get(0));
          }
        });
  }

  private static Map<List<String>, List<Operation>> byRoute(List<Operation> operations) {
    Map<List<String>, List<Operation>> map = new LinkedHashMap<>();
    for (Operation op : operations) {
      map.computeIfAbsent(List.of(op.method(), op.path()), k -> new ArrayList<>()).add(op);
    }
    return map;
  }

  private static Change changeOf(Operation before, Operation after) {
    if (before.isPublic() || after.isPublic()) {
      if (!before.isPublic()) {
        return new Change(ChangeKind.BECAME_PUBLIC, before, after, true);
      }
      if (!after.isPublic()) {
        return new Change(ChangeKind.BECAME_PROTECTED, before, after, false);
      }
      return new Change(ChangeKind.SERVICE_CHANGED, before, after, false);
    }
    boolean intoCode =
        before.enforcement() == Enforcement.FILTER && after.enforcement() == Enforcement.IN_CODE;
    if (Objects.equals(before.acl(), after.acl()) && before.enforcement() != after.enforcement()) {
      return new Change(ChangeKind.CHECK_MOVED, before, after, intoCode);
    }
    if (Objects.equals(before.acl(), after.acl())) {
      ChangeKind kind =
          before.service().equals(after.service())
              ? ChangeKind.SOURCE_CHANGED
              : ChangeKind.SERVICE_CHANGED;
      return new Change(kind, before, after, false);
    }
    // An ACL the runtime no longer checks widens, whatever it is: the code may not check it.
    boolean widens = intoCode || !covers(after.acl(), before.acl());
    ChangeKind kind =
        after.source() == AclSource.DEFAULT && before.source() != AclSource.DEFAULT
            ? ChangeKind.FELL_BACK_TO_DEFAULT
            : ChangeKind.ACL_CHANGED;
    return new Change(kind, before, after, widens);
  }

  /**
   * Whether every token that grants {@code newAcl} also grants {@code oldAcl}: read as a token's
   * ACL, the new one grants the old. A placeholder is a literal word to the matcher, so {@code
   * {user_id}} on both sides stands for the same path value, and for no other word.
   */
  static boolean covers(String newAcl, String oldAcl) {
    try {
      return AccessCheck.of(null, List.of(newAcl)).allows(oldAcl);
    } catch (IllegalArgumentException tooLongOrMalformed) {
      return false; // fails closed: counted as widening
    }
  }
}
