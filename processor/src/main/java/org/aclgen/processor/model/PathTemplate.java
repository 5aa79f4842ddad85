package org.aclgen.processor.model;

import java.util.ArrayList;
import java.util.List;
import org.aclgen.acl.internal.PathBraces;
import org.aclgen.processor.scan.EndpointSource;

/**
 * A full resource path relative to the application root, such as {@code /users/{user_id}/lines}:
 * leading {@code /}, no trailing {@code /}, variable regexes dropped. For a class that no root
 * reaches, the path relative to the locator that serves it, after {@code ...}, such as {@code
 * .../tracks/{num}}.
 *
 * @param text the normalized template
 * @param variables the variables in order of appearance, with their regexes
 */
public record PathTemplate(String text, List<PathVariable> variables) {

  public PathTemplate {
    variables = List.copyOf(variables);
  }

  /**
   * Joins the {@code @Path} values met from the root resource class to the resource method, in that
   * order, the way JAX-RS does: each piece is relative, slashes between pieces are normalized.
   */
  public static PathTemplate compose(List<String> pieces) {
    if (!pieces.isEmpty() && pieces.get(0).equals(EndpointSource.OPAQUE_PREFIX)) {
      PathTemplate relative = compose(pieces.subList(1, pieces.size()));
      String rest = relative.text().equals("/") ? "" : relative.text();
      return new PathTemplate(EndpointSource.OPAQUE_PREFIX + rest, relative.variables());
    }
    StringBuilder text = new StringBuilder();
    List<PathVariable> variables = new ArrayList<>();
    for (String piece : pieces) {
      for (String segment : dropRegexes(piece, variables).split("/", -1)) {
        if (!segment.isEmpty()) {
          text.append('/').append(segment);
        }
      }
    }
    return new PathTemplate(text.length() == 0 ? "/" : text.toString(), variables);
  }

  /**
   * Whether the path starts with {@code ...}: the method's class is reached through a locator the
   * processor cannot follow, so only the path relative to that locator is known.
   */
  public boolean isOpaque() {
    return text.startsWith(EndpointSource.OPAQUE_PREFIX);
  }

  /** The segments between slashes, such as {@code [users, {user_id}, lines]}. */
  public List<String> segments() {
    return text.equals("/") ? List.of() : List.of(text.substring(1).split("/"));
  }

  /** The variable names in order of appearance. */
  public List<String> variableNames() {
    return variables.stream().map(PathVariable::name).toList();
  }

  /**
   * Rewrites {@code {name: regex}} as {@code {name}}; a regex may hold braces of its own, such as
   * {@code {id: [0-9]{4}}}, so the closing brace is found by counting.
   */
  private static String dropRegexes(String piece, List<PathVariable> variables) {
    StringBuilder out = new StringBuilder(piece.length());
    int i = 0;
    while (i < piece.length()) {
      char c = piece.charAt(i);
      int close = c == '{' ? PathBraces.closing(piece, i) : -1;
      if (close < 0) {
        out.append(c);
        i++;
        continue;
      }
      String body = piece.substring(i + 1, close);
      int colon = body.indexOf(':');
      String name = (colon < 0 ? body : body.substring(0, colon)).strip();
      String regex = colon < 0 ? null : body.substring(colon + 1).strip();
      variables.add(new PathVariable(name, regex));
      out.append('{').append(name).append('}');
      i = close + 1;
    }
    return out.toString();
  }
}
