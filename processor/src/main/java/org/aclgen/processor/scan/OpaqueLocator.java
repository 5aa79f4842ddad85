package org.aclgen.processor.scan;

import java.util.List;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;

/**
 * A sub-resource locator whose declared return type does not tell which class serves the request,
 * so the processor cannot see the resource methods behind it.
 *
 * @param locator the locator as a member of {@code resourceClass}
 * @param resourceClass the class whose locator it is
 * @param pathPieces the raw {@code @Path} values up to and including the locator's
 * @param returnType the declared return type, such as {@code java.lang.Object}
 * @param reason what makes it opaque: empty for {@code Object}, else such as {@code an interface}
 *     or {@code test.CD adds resource methods or locators (getTrack)}
 */
public record OpaqueLocator(
    ExecutableElement locator,
    TypeElement resourceClass,
    List<String> pathPieces,
    String returnType,
    String reason) {

  public OpaqueLocator {
    pathPieces = List.copyOf(pathPieces);
  }
}
