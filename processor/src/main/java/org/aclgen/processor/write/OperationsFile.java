package org.aclgen.processor.write;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.aclgen.acl.registry.AclSource;
import org.aclgen.acl.registry.Enforcement;
import org.aclgen.processor.model.AclRequirement;
import org.aclgen.processor.model.Endpoint;
import org.aclgen.processor.model.Parameter;
import org.aclgen.processor.model.PathTemplate;
import org.aclgen.processor.model.PathVariable;

/**
 * The text of {@value #PATH}: every operation the last compile wrote, with the classes it came
 * from, and every application path. An incremental compile, which sees only the changed classes,
 * reads it back to keep the operations of the classes it did not compile (as AutoService reads its
 * services file back). Tab-separated lines: {@code operation}, then its {@code variable} and {@code
 * parameter} lines; {@code application} lines; {@code \}, tab, line feed and carriage return
 * escaped, {@code \0} for null.
 */
public final class OperationsFile {
  /** Where the file sits in the class output. */
  public static final String PATH = "META-INF/aclgen/operations.tsv";

  static final String HEADER = "# aclgen operations 3";

  /**
   * The header of the file an earlier release wrote, still read: its operation lines lack the last
   * field, the enforcement, and are all checked by the filter.
   */
  static final String PREVIOUS_HEADER = "# aclgen operations 2";

  private static final String NULL = "\\0";

  private OperationsFile() {}

  /**
   * An operation and the top-level classes its entry depends on.
   *
   * @param origins the qualified names of the classes that contributed: the resource class, the
   *     root class, the declaring type of its annotations and the classes of its locators
   * @param endpoint the operation
   */
  public record Operation(Set<String> origins, Endpoint endpoint) {
    /** Keeps the origins sorted, as the file lists them. */
    public Operation {
      origins = Collections.unmodifiableSortedSet(new TreeSet<>(origins));
    }
  }

  /**
   * A class with {@code @ApplicationPath} whose service is known.
   *
   * @param className its qualified name
   * @param service its service
   * @param serverUrl its server URL, such as {@code /api/confd}
   */
  public record Application(String className, String service, String serverUrl) {}

  /** What the file holds. */
  public record Contents(List<Operation> operations, List<Application> applications) {
    public Contents {
      operations = List.copyOf(operations);
      applications = List.copyOf(applications);
    }
  }

  /** The file's text; operations in output order, applications by class. */
  public static String format(Contents contents) {
    // About 450 characters per operation: sized once, not grown by copying a large text.
    StringBuilder out =
        new StringBuilder(64 + 512 * contents.operations().size()).append(HEADER).append('\n');
    List<Operation> operations = new ArrayList<>(contents.operations());
    operations.sort((a, b) -> Endpoint.ORDER.compare(a.endpoint(), b.endpoint()));
    for (Operation operation : operations) {
      Endpoint e = operation.endpoint();
      AclRequirement acl = e.acl();
      // Java names (classes, methods, types) and enum constants hold no character that needs
      // escaping (javac's names never do): appended as they are; the other values are escaped.
      out.append("operation\t").append(String.join(" ", operation.origins()));
      fields(out, e.service(), e.httpMethod(), e.path().text());
      names(out, e.resourceClass(), e.methodSignature(), e.operationName(), acl.source().name());
      fields(out, acl.template(), acl.publicReason(), e.summary());
      out.append('\t').append(e.successStatus());
      fields(out, e.describedIn());
      names(out, acl.enforcement().name());
      out.append('\n');
      for (PathVariable variable : e.path().variables()) {
        line(out, "variable", variable.name(), variable.regex());
        out.append('\n');
      }
      for (Parameter p : e.parameters()) {
        line(out, "parameter", p.name());
        names(out, p.location().name());
        fields(out, schema(p.schema()), p.defaultValue());
        names(out, p.lifecycle().name(), p.javaType());
        out.append('\n');
      }
    }
    contents.applications().stream()
        .sorted((a, b) -> a.className().compareTo(b.className()))
        .forEach(
            a -> line(out, "application", a.className(), a.service(), a.serverUrl()).append('\n'));
    return out.toString();
  }

  /**
   * Reads the text {@link #format} wrote.
   *
   * @throws IllegalArgumentException if it is not such a text
   */
  public static Contents parse(String text) {
    List<String> lines = List.of(text.split("\n"));
    boolean previous = !lines.isEmpty() && lines.get(0).equals(PREVIOUS_HEADER);
    if (lines.isEmpty() || !(previous || lines.get(0).equals(HEADER))) {
      throw new IllegalArgumentException("not an aclgen operations file: " + first(lines));
    }
    OperationsReader reader = new OperationsReader(previous);
    for (String line : lines.subList(1, lines.size())) {
      List<String> fields = new ArrayList<>();
      for (String field : line.split("\t", -1)) {
        fields.add(unescape(field));
      }
      reader.read(fields);
    }
    return reader.contents();
  }

  static AclRequirement acl(
      String source, String template, String publicReason, String enforcement) {
    return new AclRequirement(
        AclSource.valueOf(source), template, publicReason, Enforcement.valueOf(enforcement));
  }

  static PathTemplate path(String text, List<PathVariable> variables) {
    return new PathTemplate(text, variables);
  }

  /** {@code type:format}, then {@code /} and the items' schema for an array. */
  private static String schema(org.aclgen.processor.model.Schema schema) {
    String own = schema.type() + ":" + schema.format();
    return schema.items() == null ? own : own + "/" + schema(schema.items());
  }

  static org.aclgen.processor.model.Schema schema(String text) {
    int slash = text.indexOf('/');
    String own = slash < 0 ? text : text.substring(0, slash);
    int colon = own.indexOf(':');
    return new org.aclgen.processor.model.Schema(
        own.substring(0, colon),
        own.substring(colon + 1),
        slash < 0 ? null : schema(text.substring(slash + 1)));
  }

  private static StringBuilder line(StringBuilder out, String kind, String... values) {
    out.append(kind);
    return fields(out, values);
  }

  /** Values that are Java names or enum constants: each after a tab, as it is. */
  private static void names(StringBuilder out, String... values) {
    for (String value : values) {
      out.append('\t').append(value == null ? NULL : value);
    }
  }

  private static StringBuilder fields(StringBuilder out, String... values) {
    for (String value : values) {
      appendEscaped(out.append('\t'), value);
    }
    return out;
  }

  /** Appends the value escaped, in one pass (every field of every operation comes here). */
  private static void appendEscaped(StringBuilder out, String value) {
    if (value == null) {
      out.append(NULL);
      return;
    }
    int plain = 0;
    while (plain < value.length() && !needsEscape(value.charAt(plain))) {
      plain++;
    }
    // Nearly every value has nothing to escape: copied in one piece, not a character at a time
    // (a whole string is one array copy; a range, a loop until the JIT compiles it fully).
    if (plain == value.length()) {
      out.append(value);
      return;
    }
    out.append(value, 0, plain);
    for (int i = plain; i < value.length(); i++) {
      char c = value.charAt(i);
      switch (c) {
        case '\\' -> out.append("\\\\");
        case '\t' -> out.append("\\t");
        case '\n' -> out.append("\\n");
        case '\r' -> out.append("\\r");
        default -> out.append(c);
      }
    }
  }

  private static boolean needsEscape(char c) {
    return c == '\\' || c == '\t' || c == '\n' || c == '\r';
  }

  private static String unescape(String field) {
    if (field.equals(NULL)) {
      return null;
    }
    StringBuilder out = new StringBuilder(field.length());
    for (int i = 0; i < field.length(); i++) {
      char c = field.charAt(i);
      if (c != '\\' || i + 1 == field.length()) {
        out.append(c);
        continue;
      }
      char next = field.charAt(++i);
      out.append(next == 't' ? '\t' : next == 'n' ? '\n' : next == 'r' ? '\r' : next);
    }
    return out.toString();
  }

  private static String first(List<String> lines) {
    return lines.isEmpty() ? "(empty)" : lines.get(0);
  }
}
