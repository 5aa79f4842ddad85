package org.aclgen.processor.model;

/**
 * A parameter of a resource method that JAX-RS injects from the request: path, query, header,
 * cookie, matrix or form.
 *
 * @param name the parameter name as in {@code @PathParam}, {@code @QueryParam} and the others
 * @param location where the value travels
 * @param schema its schema
 * @param defaultValue the {@code @DefaultValue}, or {@code null}
 * @param lifecycle whether the Java parameter is {@code @Deprecated}
 */
public record Parameter(
    String name, Location location, Schema schema, String defaultValue, Lifecycle lifecycle) {

  /**
   * Where a parameter's value travels, named as in OpenAPI; a matrix parameter ({@code ;color=red}
   * on a path segment) and a form field have no OpenAPI {@code in} of their own.
   */
  public enum Location {
    PATH,
    QUERY,
    HEADER,
    COOKIE,
    MATRIX,
    FORM;

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
