package org.aclgen.processor.scan;

import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Map;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;

/**
 * The {@code @RequiredAcl} or {@code @PublicResource} that decides a resource method's ACL.
 *
 * @param kind which of the two
 * @param element the method or class that carries it
 * @param mirror the annotation
 * @param value its explicit {@code value}, or {@code null} if defaulted
 * @param text the value as a string; empty if defaulted
 * @param checkedInCode the explicit {@code checkedInCode} of a {@code @RequiredAcl}, or {@code
 *     null} if defaulted
 */
public record AclAnnotation(
    Kind kind,
    Element element,
    AnnotationMirror mirror,
    AnnotationValue value,
    String text,
    AnnotationValue checkedInCode) {

  /** The {@code @RequiredAcl} on {@code element}, as {@code mirror} holds it. */
  public static AclAnnotation required(Element element, AnnotationMirror mirror) {
    AnnotationValue value = Annotations.explicitValue(mirror);
    return new AclAnnotation(
        Kind.REQUIRED,
        element,
        mirror,
        value,
        Annotations.text(value),
        Annotations.explicitElement(mirror, CHECKED_IN_CODE));
  }

  /** Whether a {@code @RequiredAcl} says {@code checkedInCode = true}. */
  public boolean isCheckedInCode() {
    return checkedInCode != null && Boolean.TRUE.equals(checkedInCode.getValue());
  }

  /** The element of {@code @RequiredAcl} that leaves the check of the ACL to the method's code. */
  public static final String CHECKED_IN_CODE = "checkedInCode";

  /** The qualified name of {@code @RequiredAcl}. */
  public static final String REQUIRED_ACL = "org.aclgen.annotations.RequiredAcl";

  /** The qualified name of {@code @PublicResource}. */
  public static final String PUBLIC_RESOURCE = "org.aclgen.annotations.PublicResource";

  /** The qualified name of {@code @AclService}. */
  public static final String ACL_SERVICE = "org.aclgen.annotations.AclService";

  /** The two annotations. */
  public enum Kind {
    REQUIRED,
    PUBLIC
  }

  /**
   * The annotation that applies to an endpoint: the first element, in the order method
   * (implementation, then annotated declaration), resource class, declaring type, that carries
   * either annotation; {@code null} if none does. {@code @RequiredAcl} wins over
   * {@code @PublicResource} on one element (the validator reports that conflict).
   */
  public static AclAnnotation of(EndpointSource source) {
    for (Element element : source.annotatedPlaces()) {
      AnnotationMirror[] both = Annotations.findBoth(element, REQUIRED_ACL, PUBLIC_RESOURCE);
      AnnotationMirror required = both[0];
      AnnotationMirror mirror = required != null ? required : both[1];
      if (required != null) {
        return required(element, required);
      }
      if (mirror != null) {
        AnnotationValue value = Annotations.explicitValue(mirror);
        return new AclAnnotation(
            Kind.PUBLIC, element, mirror, value, Annotations.text(value), null);
      }
    }
    return null;
  }

  /**
   * The classes and methods among {@code roots} and their members, nested classes included, that
   * carry either annotation, with the annotations found. Both may be written on classes and methods
   * only, so this walks those and skips the parameters, fields and type parameters that {@code
   * RoundEnvironment.getElementsAnnotatedWithAny} would visit too (profiled: that walk was 5% of
   * the processor's own time).
   */
  public static Map<Element, Found> annotatedIn(Collection<? extends Element> roots) {
    Map<Element, Found> found = new LinkedHashMap<>();
    for (Element root : roots) {
      collect(root, found);
    }
    return found;
  }

  /**
   * The two annotations on one element, as the walk found them, for the checks that follow: they do
   * not look for them again.
   *
   * @param required its {@code @RequiredAcl}, or {@code null}
   * @param open its {@code @PublicResource}, or {@code null}
   */
  public record Found(AnnotationMirror required, AnnotationMirror open) {}

  private static void collect(Element element, Map<Element, Found> found) {
    if (!(element instanceof TypeElement) && !(element instanceof ExecutableElement)) {
      return;
    }
    AnnotationMirror[] both = Annotations.findBoth(element, REQUIRED_ACL, PUBLIC_RESOURCE);
    if (both[0] != null || both[1] != null) {
      found.put(element, new Found(both[0], both[1]));
    }
    if (element instanceof TypeElement) {
      for (Element member : element.getEnclosedElements()) {
        collect(member, found);
      }
    }
  }
}
