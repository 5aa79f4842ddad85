package org.aclgen.processor.model;

/**
 * The JSON schema of a path or query parameter, as far as its Java type tells.
 *
 * @param type the JSON schema type: {@code string}, {@code integer}, {@code number}, {@code
 *     boolean} or {@code array}
 * @param format the OpenAPI format, such as {@code int64} or {@code uuid}; empty for none
 * @param items the schema of the elements of an array; {@code null} otherwise
 */
public record Schema(String type, String format, Schema items) {

  /** A plain string. */
  public static final Schema STRING = new Schema("string", "", null);

  /** A scalar of the given type and format. */
  public static Schema scalar(String type, String format) {
    return new Schema(type, format, null);
  }

  /** An array of {@code items}. */
  public static Schema arrayOf(Schema items) {
    return new Schema("array", "", items);
  }
}
