package org.aclgen.processor.model;

/**
 * A path or query parameter of a resource method.
 *
 * @param name the parameter name as in {@code @PathParam} or {@code @QueryParam}
 * @param location where the value travels
 * @param schema its schema
 * @param defaultValue the {@code @DefaultValue}, or {@code null}
 * @param lifecycle whether the Java parameter is {@code @Deprecated}
 */
public record Parameter(
    String name, Location location, Schema schema, String defaultValue, Lifecycle lifecycle) {

  /** Where a parameter's value travels, named as in OpenAPI. */
  public enum Location {
    PATH,
    QUERY;

    /** The OpenAPI spelling, such as {@code path}. */
    public String openApiName() {
      return name().toLowerCase(java.util.Locale.ROOT);
    }
  }

  /** Whether a parameter is still recommended. */
  public enum Lifecycle {
    CURRENT,
    DEPRECATED
  }
}
