package org.aclgen.processor.write;

import java.util.List;
import org.aclgen.processor.model.Endpoint;

/**
 * What the generated registry class holds.
 *
 * @param packageName the package of the class
 * @param simpleName the simple name of the class
 * @param endpoints the entries, in output order
 * @param generatedAnnotation the qualified name of the {@code @Generated} annotation the target
 *     release has, or empty if it has none
 */
public record RegistryModel(
    String packageName, String simpleName, List<Endpoint> endpoints, String generatedAnnotation) {

  public RegistryModel {
    endpoints = List.copyOf(endpoints);
  }
}
