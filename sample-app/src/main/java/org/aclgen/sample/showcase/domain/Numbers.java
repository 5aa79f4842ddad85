package org.aclgen.sample.showcase.domain;

import java.util.regex.Pattern;

/** Checks the dialable numbers and names that requests carry, refusing bad ones with a 400. */
public final class Numbers {

  private static final Pattern EXTEN = Pattern.compile("[0-9*#]{1,40}");
  private static final Pattern NAME = Pattern.compile("[A-Za-z0-9_-]{1,40}");

  private Numbers() {}

  /** A dialable number: digits, {@code *} and {@code #}, at most 40. */
  public static String exten(String value, String field) {
    if (!EXTEN.matcher(value).matches()) {
      throw new InvalidRequestException(
          "field " + field + " must be 1 to 40 digits, '*' or '#', got '" + value + "'");
    }
    return value;
  }

  /** A name: letters, digits, {@code _} and {@code -}, at most 40. */
  public static String name(String value, String field) {
    if (!NAME.matcher(value).matches()) {
      throw new InvalidRequestException(
          "field " + field + " must be 1 to 40 letters, digits, '_' or '-', got '" + value + "'");
    }
    return value;
  }
}
