package org.aclgen.processor;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One REST operation of the platform's six services, a row of {@code platform/operations.tsv}: what
 * the services' OpenAPI descriptions publish, with the spec's inconsistencies corrected as the
 * services' code has them (the file's header says where it comes from).
 *
 * @param service the service, such as {@code call-logd}
 * @param method the HTTP method, such as {@code GET}
 * @param path the path relative to the service's base path, such as {@code /users/{user_uuid}}
 * @param acl the published ACL template, or {@code null} when the description publishes none
 * @param placeholderFrom where a placeholder that is not a path variable takes its value from
 * @param correctedFrom the spec's value before the correction ({@code path ...} or {@code acl
 *     ...}), or {@code null}
 */
record PlatformOperation(
    String service,
    String method,
    String path,
    String acl,
    PlaceholderSource placeholderFrom,
    String correctedFrom) {

  /** Where the placeholders of an operation's ACL take their values from. */
  enum PlaceholderSource {
    /** Path variables only (or no placeholder). */
    PATH,
    /** A query parameter named like the placeholder ({@code POST /users/password/reset}). */
    QUERY,
    /** The request body, so the resource checks the ACL in its code ({@code POST /graphql}). */
    BODY
  }

  private static final Pattern VARIABLE = Pattern.compile("\\{([^}]+)}");
  private static final String RESOURCE = "platform/operations.tsv";
  private static final String HEADER =
      "service\tmethod\tpath\tacl\tplaceholder_from\tcorrected_from";

  /** The operations of the table, in its order (service, path, method). */
  static List<PlatformOperation> load() {
    try (InputStream in = PlatformOperation.class.getClassLoader().getResourceAsStream(RESOURCE)) {
      if (in == null) {
        throw new IllegalStateException("test resource " + RESOURCE + " is missing");
      }
      List<String> lines =
          new String(in.readAllBytes(), StandardCharsets.UTF_8)
              .lines()
              .filter(line -> !line.startsWith("#"))
              .toList();
      if (lines.isEmpty() || !lines.get(0).equals(HEADER)) {
        throw new IllegalStateException(RESOURCE + " must start with the header " + HEADER);
      }
      List<PlatformOperation> operations = new ArrayList<>();
      for (String line : lines.subList(1, lines.size())) {
        operations.add(parse(line));
      }
      return List.copyOf(operations);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static PlatformOperation parse(String line) {
    String[] fields = line.split("\t", -1);
    if (fields.length != 6) {
      throw new IllegalStateException(RESOURCE + ": expected 6 columns in " + line);
    }
    return new PlatformOperation(
        fields[0],
        fields[1],
        fields[2],
        orNull(fields[3]),
        PlaceholderSource.valueOf(fields[4].equals("-") ? "PATH" : fields[4].toUpperCase()),
        orNull(fields[5]));
  }

  private static String orNull(String field) {
    return field.equals("-") ? null : field;
  }

  /** The path variables, in the order of the path. */
  List<String> pathVariables() {
    List<String> names = new ArrayList<>();
    Matcher matcher = VARIABLE.matcher(path);
    while (matcher.find()) {
      names.add(matcher.group(1));
    }
    return names;
  }

  /** The placeholders of the ACL that are not path variables. */
  List<String> otherPlaceholders() {
    List<String> names = new ArrayList<>();
    if (acl != null) {
      Matcher matcher = VARIABLE.matcher(acl);
      while (matcher.find()) {
        if (!pathVariables().contains(matcher.group(1))) {
          names.add(matcher.group(1));
        }
      }
    }
    return names;
  }

  /** The operation as the spec publishes it: without the correction, if there was one. */
  PlatformOperation asPublished() {
    if (correctedFrom == null) {
      return this;
    }
    String value = correctedFrom.substring(correctedFrom.indexOf(' ') + 1);
    return correctedFrom.startsWith("path ")
        ? new PlatformOperation(service, method, value, acl, placeholderFrom, null)
        : new PlatformOperation(service, method, path, value, placeholderFrom, null);
  }

  /** {@code confd GET /users}: one operation of the platform. */
  String key() {
    return service + " " + method + " " + path;
  }
}
