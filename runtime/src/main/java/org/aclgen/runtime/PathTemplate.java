package org.aclgen.runtime;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.aclgen.acl.internal.PathBraces;

/**
 * A JAX-RS path template such as {@code /users/{user_id}/lines}, matched against a request path
 * before JAX-RS matching runs.
 *
 * <p>It is deliberately narrower than JAX-RS matching, so that a doubt always ends in "no match"
 * (and, for a request without a valid token, in a 401): each variable matches one non-empty path
 * segment whatever regex it had, literal segments match exactly, and one trailing slash, of the
 * template or of the request, is optional.
 */
final class PathTemplate {

  private final String text;
  private final Pattern pattern;
  private final List<String> names;

  private PathTemplate(String text, Pattern pattern, List<String> names) {
    this.text = text;
    this.pattern = pattern;
    this.names = names;
  }

  /**
   * Compiles {@code template}, the path of {@code what}, for a deployment.
   *
   * @throws IllegalStateException naming {@code what} if the template is malformed
   */
  static PathTemplate parse(String template, String what) {
    try {
      return parse(template);
    } catch (IllegalArgumentException e) {
      throw new IllegalStateException(
          RuntimeMessage.MALFORMED_PATH.format(e.getMessage(), what), e);
    }
  }

  /**
   * Compiles {@code template}, a path relative to the application root.
   *
   * @throws IllegalArgumentException if it has an unbalanced brace
   */
  static PathTemplate parse(String template) {
    String path = template.startsWith("/") ? template : "/" + template;
    if (path.length() > 1 && path.endsWith("/")) {
      // JAX-RS reads @Path("things/") as @Path("things"): one trailing slash is optional either
      // way.
      path = path.substring(0, path.length() - 1);
    }
    StringBuilder regex = new StringBuilder();
    List<String> names = new ArrayList<>();
    int end = 0;
    for (int open = path.indexOf('{'); open >= 0; open = path.indexOf('{', end)) {
      int close = closingBrace(path, open, template);
      regex.append(literal(path.substring(end, open), template));
      regex.append("([^/]+)");
      names.add(variableName(path.substring(open + 1, close), template));
      end = close + 1;
    }
    regex.append(literal(path.substring(end), template));
    return new PathTemplate(template, Pattern.compile(regex + "/?"), List.copyOf(names));
  }

  /**
   * The brace that closes the variable opened at {@code open}, counting the braces of its regex
   * ({@code {id: [0-9]{3}}}) as JAX-RS does, and as the processor reads {@code @Path}.
   */
  private static int closingBrace(String path, int open, String template) {
    int close = PathBraces.closing(path, open);
    if (close < 0) {
      throw new IllegalArgumentException("unbalanced brace in path template " + template);
    }
    return close;
  }

  /**
   * The name of a variable from its text between the braces: {@code name} or {@code name: regex}.
   */
  private static String variableName(String inside, String template) {
    int colon = inside.indexOf(':');
    String name = (colon < 0 ? inside : inside.substring(0, colon)).trim();
    if (name.isEmpty() || name.chars().anyMatch(c -> c == '{' || c == '}' || c == '/')) {
      throw new IllegalArgumentException("malformed variable {" + inside + "} in " + template);
    }
    return name;
  }

  private static String literal(String part, String template) {
    // The parts between variables hold no '{' (each ends where the next variable opens).
    if (part.indexOf('}') >= 0) {
      throw new IllegalArgumentException("unbalanced brace in path template " + template);
    }
    return part.isEmpty() ? "" : Pattern.quote(part);
  }

  /**
   * The decoded values of the variables if {@code encodedPath} (as {@link
   * jakarta.ws.rs.core.UriInfo#getPath(boolean) getPath(false)} gives it) matches; a variable bound
   * twice to different values makes no match.
   */
  Optional<Map<String, String>> match(String encodedPath) {
    String path = encodedPath.startsWith("/") ? encodedPath : "/" + encodedPath;
    Matcher matcher = pattern.matcher(path);
    if (!matcher.matches()) {
      return Optional.empty();
    }
    Map<String, String> values = new HashMap<>();
    for (int i = 0; i < names.size(); i++) {
      String value = decode(matcher.group(i + 1));
      if (value == null || !value.equals(values.getOrDefault(names.get(i), value))) {
        return Optional.empty();
      }
      values.put(names.get(i), value);
    }
    return Optional.of(values);
  }

  /** The percent-decoded UTF-8 text of a path segment, or null if it is malformed. */
  private static String decode(String segment) {
    if (segment.indexOf('%') < 0) {
      return segment;
    }
    ByteArrayOutputStream bytes = new ByteArrayOutputStream(segment.length());
    for (int i = 0; i < segment.length(); i++) {
      char c = segment.charAt(i);
      if (c != '%') {
        bytes.writeBytes(String.valueOf(c).getBytes(StandardCharsets.UTF_8));
        continue;
      }
      int high = i + 2 < segment.length() ? Character.digit(segment.charAt(i + 1), 16) : -1;
      int low = high < 0 ? -1 : Character.digit(segment.charAt(i + 2), 16);
      if (low < 0) {
        return null;
      }
      bytes.write(high << 4 | low);
      i += 2;
    }
    return bytes.toString(StandardCharsets.UTF_8);
  }

  /** The variable names, in order. */
  List<String> variables() {
    return names;
  }

  @Override
  public String toString() {
    return text;
  }
}
