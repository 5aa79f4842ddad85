package org.aclgen.processor.scan;

import javax.lang.model.element.TypeElement;

/**
 * The resource classes of aclgen's runtime that an application extends, known by name: the
 * processor does not depend on the runtime.
 */
public final class RuntimeResources {
  /** The runtime's resource that serves the API description, public by the runtime's rule. */
  public static final String API_DESCRIPTION = "org.aclgen.runtime.ApiDescriptionResource";

  private RuntimeResources() {}

  /**
   * Whether the class is the runtime's {@code ApiDescriptionResource} or a subclass of it, which
   * the runtime serves without a token whatever its annotations say.
   */
  public static boolean isApiDescription(TypeElement type) {
    for (TypeElement t = type; t != null; t = ResourceMembers.asType(t.getSuperclass())) {
      if (t.getQualifiedName().contentEquals(API_DESCRIPTION)) {
        return true;
      }
    }
    return false;
  }
}
