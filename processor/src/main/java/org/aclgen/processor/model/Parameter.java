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
 * @param javaType the erased Java type JAX-RS converts the value to, named as {@link
 *     Class#getTypeName()} does, such as {@code int} or {@code java.util.UUID}; {@code
 *     java.lang.String} for a path variable that no parameter reads
 */
public record Parameter(
    String name,
    Location location,
    Schema schema,
    String defaultValue,
    Lifecycle lifecycle,
    String javaType) {

  /** The type of a value read as text, or of a path variable that no parameter reads. */
  public static final String STRING_TYPE = "java.lang.String";

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

    private final String openApiName = name().toLowerCase(java.util.Locale.ROOT);

    /** The OpenAPI spelling, such as {@code path}. */
    public String openApiName() {
      return openApiName;
    }
  }

  /** Whether a parameter is still recommended. */
  public enum Lifecycle {
    CURRENT,
    DEPRECATED
  }
}
