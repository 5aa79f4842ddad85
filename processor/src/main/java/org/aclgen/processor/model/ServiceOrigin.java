package org.aclgen.processor.model;

import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;

/**
 * Where the service of a resource came from.
 *
 * @param name the service word, product prefix removed; {@code null} when no service is known
 * @param element the class or package with {@code @AclService}; {@code null} for the option
 * @param mirror that {@code @AclService}; {@code null} for the option
 */
public record ServiceOrigin(String name, Element element, AnnotationMirror mirror) {

  /** No service is known. */
  public static final ServiceOrigin UNKNOWN = new ServiceOrigin(null, null, null);

  /** Whether a service is known. */
  public boolean isKnown() {
    return name != null;
  }

  /** Describes the origin for messages, such as {@code @AclService on com.example.calls}. */
  public String describe() {
    return element == null ? "-Aaclgen.service" : "@AclService on " + element;
  }
}
