package org.aclgen.acl.internal;

/**
 * How a JAX-RS path template ends a variable, in one place for the processor (which reads
 * {@code @Path}) and the runtime (which reads the templates declared in code): the brace that
 * closes a variable is found by counting braces, so a regex with a quantifier ({@code {id:
 * [0-9]{3}}}) stays inside its variable, as JAX-RS reads it.
 */
public final class PathBraces {

  private PathBraces() {}

  /**
   * The index of the brace that closes the one at {@code open} in {@code template}, or -1 when it
   * is never closed.
   *
   * @throws IllegalArgumentException if there is no opening brace at {@code open}
   */
  public static int closing(CharSequence template, int open) {
    if (open < 0 || open >= template.length() || template.charAt(open) != '{') {
      throw new IllegalArgumentException("no opening brace at " + open + " of " + template);
    }
    int depth = 0;
    for (int i = open; i < template.length(); i++) {
      char c = template.charAt(i);
      if (c == '{') {
        depth++;
      } else if (c == '}' && --depth == 0) {
        return i;
      }
    }
    return -1;
  }
}
