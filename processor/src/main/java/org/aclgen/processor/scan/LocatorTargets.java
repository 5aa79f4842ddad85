package org.aclgen.processor.scan;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Types;
import org.aclgen.processor.scan.ResourceMembers.ResourceMember;

/**
 * Tells whether a locator's declared return type shows every resource method that can serve the
 * request. It does not when it is {@code Object} (or a type variable), an interface or an abstract
 * class (their implementations may add methods), or a class that a class of the compilation extends
 * with resource methods or locators of its own.
 */
final class LocatorTargets {
  private final Types types;
  private final ResourceMembers members;
  private final List<TypeElement> roundTypes;

  LocatorTargets(Types types, ResourceMembers members, List<TypeElement> roundTypes) {
    this.types = types;
    this.members = members;
    this.roundTypes = roundTypes;
  }

  /** Why the declared type is opaque, or {@code null} if it shows every method. */
  String opacity(TypeMirror declared) {
    TypeElement type = ResourceMembers.asType(types.erasure(declared));
    if (type == null) {
      return "";
    }
    List<String> reasons = new ArrayList<>();
    if (type.getKind() == ElementKind.INTERFACE) {
      reasons.add("an interface");
    } else if (type.getModifiers().contains(Modifier.ABSTRACT)) {
      reasons.add("an abstract class");
    }
    reasons.addAll(extendingClasses(type));
    return reasons.isEmpty() ? null : String.join("; ", reasons);
  }

  /** Such as {@code test.CD adds resource methods or locators (getTrack, cover)}, per subclass. */
  private List<String> extendingClasses(TypeElement type) {
    Set<String> inherited = new HashSet<>();
    for (ResourceMember member : members.of(type)) {
      inherited.add(member.key(types));
    }
    List<String> extensions = new ArrayList<>();
    TypeMirror erased = types.erasure(type.asType());
    for (TypeElement candidate : roundTypes) {
      if (candidate.equals(type) || !types.isSubtype(types.erasure(candidate.asType()), erased)) {
        continue;
      }
      List<String> added = new ArrayList<>();
      for (ResourceMember member : members.of(candidate)) {
        if (!inherited.contains(member.key(types))) {
          added.add(member.member().getSimpleName().toString());
        }
      }
      if (!added.isEmpty()) {
        extensions.add(
            candidate.getQualifiedName()
                + " adds resource methods or locators ("
                + String.join(", ", added)
                + ")");
      }
    }
    return extensions;
  }
}
