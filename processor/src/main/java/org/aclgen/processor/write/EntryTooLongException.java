package org.aclgen.processor.write;

/**
 * A registry entry too long for one class-file string constant: the processor reports it on the
 * resource method with a fix, rather than as a crash.
 */
public final class EntryTooLongException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  private final String resourceClass;
  private final String methodSignature;
  private final int length;
  private final int limit;

  EntryTooLongException(String resourceClass, String methodSignature, int length, int limit) {
    super(
        "the registry entry of "
            + resourceClass
            + "."
            + methodSignature
            + " is longer than a class file constant can be");
    this.resourceClass = resourceClass;
    this.methodSignature = methodSignature;
    this.length = length;
    this.limit = limit;
  }

  /** The binary name of the resource class. */
  public String resourceClass() {
    return resourceClass;
  }

  /** The method signature as in the registry. */
  public String methodSignature() {
    return methodSignature;
  }

  /** The length of the entry's line in characters. */
  public int length() {
    return length;
  }

  /** The longest line a constant can hold. */
  public int limit() {
    return limit;
  }
}
