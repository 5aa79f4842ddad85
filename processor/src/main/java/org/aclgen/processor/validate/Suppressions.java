package org.aclgen.processor.validate;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import org.aclgen.processor.scan.Annotations;

/** Whether {@code @SuppressWarnings("aclgen")} silences the lint warnings on an element. */
final class Suppressions {
  static final String KEY = "aclgen";

  private final Map<Element, Boolean> cache = new HashMap<>();

  /** Whether the element or any element that encloses it suppresses aclgen lints. */
  boolean suppressed(Element element) {
    if (element == null) {
      return false;
    }
    Boolean known = cache.get(element);
    if (known == null) {
      known = suppressesHere(element) || suppressed(element.getEnclosingElement());
      cache.put(element, known);
    }
    return known;
  }

  private static boolean suppressesHere(Element element) {
    AnnotationMirror mirror = Annotations.find(element, "java.lang.SuppressWarnings");
    if (mirror == null || Annotations.explicitValue(mirror) == null) {
      return false;
    }
    Object value = Annotations.explicitValue(mirror).getValue();
    if (value instanceof List<?> names) {
      for (Object name : names) {
        if (name instanceof AnnotationValue text && KEY.equals(text.getValue())) {
          return true;
        }
      }
    }
    return false;
  }
}
