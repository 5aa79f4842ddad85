package org.aclgen.review;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.aclgen.acl.AclSyntaxException;
import org.aclgen.acl.AclTemplate;
import org.aclgen.acl.registry.AclEntry;
import org.aclgen.acl.registry.AclSource;
import org.aclgen.acl.registry.Enforcement;

/**
 * The access baseline: the operations of a build with their required ACL, as a text file kept in
 * the repository so that a change of access shows in a pull request's diff.
 *
 * <p>The file starts with one comment line naming the format, then holds one operation a line,
 * sorted by service, path and HTTP method, with {@code \n} line endings and nothing that depends on
 * the machine or the time, so two builds of the same sources write the same bytes:
 *
 * <pre>
 * # aclgen access baseline 1: service, HTTP method, path, required ACL (- if public), source
 * confd GET /status - public
 * confd GET /users/{user_id}/lines confd.users.{user_id}.lines.read derived
 * confd PUT /users/{user_id}/secret confd.# default
 * </pre>
 *
 * <p>The source is {@code explicit} ({@code @RequiredAcl("...")}), {@code derived} (an empty
 * {@code @RequiredAcl}), {@code default} (no annotation: {@code <service>.#}) or {@code public};
 * {@code explicit-in-code} is an explicit ACL that the operation checks in its own code ({@code
 * checkedInCode = true}), which the runtime does not check before the method runs. A white space or
 * {@code %} inside a path is written as {@code %XX}, so that the five values stay separated by
 * single spaces.
 */
public final class Baseline {
  /** The first line of every baseline; {@link #parse} refuses another format. */
  public static final String HEADER =
      "# aclgen access baseline 1: service, HTTP method, path, required ACL (- if public), source";

  /** The largest baseline read: 16 MiB, far above the ~80 bytes an operation takes. */
  public static final int MAX_BYTES = 16 << 20;

  private Baseline() {}

  /**
   * Reads a text file (a baseline, a table, a policy) of at most {@link #MAX_BYTES} bytes, as
   * UTF-8.
   *
   * @throws IllegalArgumentException naming the file if it is larger, missing or unreadable
   */
  public static String readText(Path file) {
    try (InputStream in = Files.newInputStream(file)) {
      byte[] bytes = in.readNBytes(MAX_BYTES + 1);
      if (bytes.length > MAX_BYTES) {
        throw new IllegalArgumentException(
            file + " is larger than " + MAX_BYTES + " bytes; not read");
      }
      return StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(bytes)).toString();
    } catch (NoSuchFileException e) {
      throw new IllegalArgumentException(file + " does not exist", e);
    } catch (IOException e) {
      throw new IllegalArgumentException(file + " cannot be read: " + e, e);
    }
  }

  /** The baseline text of these operations, in the baseline's order. */
  public static String format(List<Operation> operations) {
    StringBuilder text = new StringBuilder(HEADER).append('\n');
    operations.stream().sorted(Operation.ORDER).forEach(op -> text.append(op.line()).append('\n'));
    return text.toString();
  }

  /** The operations of registry entries. */
  public static List<Operation> of(List<AclEntry> entries) {
    return entries.stream().map(Operation::of).sorted(Operation.ORDER).toList();
  }

  /**
   * Reads a baseline.
   *
   * @param text the file's text
   * @param origin what the text came from, for the error messages
   * @throws IllegalArgumentException naming the origin and the line if the text is not a baseline
   */
  public static List<Operation> parse(String text, String origin) {
    if (text.length() > MAX_BYTES) {
      throw new IllegalArgumentException(origin + " is larger than " + MAX_BYTES + " bytes");
    }
    String[] lines = text.split("\n", -1);
    if (!lines[0].strip().equals(HEADER)) {
      throw new IllegalArgumentException(
          origin + " is not an aclgen access baseline: its first line must be: " + HEADER);
    }
    List<Operation> operations = new ArrayList<>();
    for (int i = 1; i < lines.length; i++) {
      String line = lines[i].strip();
      if (!line.isEmpty() && !line.startsWith("#")) {
        operations.add(parseLine(line, origin + ":" + (i + 1)));
      }
    }
    return List.copyOf(operations);
  }

  private static Operation parseLine(String line, String where) {
    String[] values = line.split(" +");
    if (values.length != 5) {
      throw new IllegalArgumentException(
          where
              + ": expected five values (service, HTTP method, path, ACL or -, source), found "
              + values.length
              + " in: "
              + line);
    }
    AclSource source;
    boolean inCode = values[4].equals("explicit" + Operation.IN_CODE_SUFFIX);
    try {
      source = inCode ? AclSource.EXPLICIT : AclSource.valueOf(values[4].toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(
          where
              + ": unknown source '"
              + values[4]
              + "'; one of explicit, explicit-in-code, derived, default, public");
    }
    String acl = values[3].equals("-") ? null : values[3];
    if ((source == AclSource.PUBLIC) != (acl == null)) {
      throw new IllegalArgumentException(
          where + ": a public operation has the ACL -, and only a public one: " + line);
    }
    if (acl != null) {
      try {
        AclTemplate.parse(acl);
      } catch (AclSyntaxException e) {
        throw new IllegalArgumentException(where + ": " + e.getMessage(), e);
      }
    }
    return new Operation(
        values[0],
        values[1],
        decodePath(values[2], where),
        acl,
        source,
        inCode ? Enforcement.IN_CODE : Enforcement.FILTER);
  }

  /** Writes each white space, control character and {@code %} of a path as {@code %XX}. */
  static String encodePath(String path) {
    StringBuilder out = new StringBuilder(path.length());
    for (int i = 0; i < path.length(); ) {
      int c = path.codePointAt(i);
      int next = i + Character.charCount(c);
      if (c == '%' || Character.isWhitespace(c) || Character.isISOControl(c)) {
        for (byte b : path.substring(i, next).getBytes(StandardCharsets.UTF_8)) {
          out.append(String.format(Locale.ROOT, "%%%02X", b & 0xFF));
        }
      } else {
        out.append(path, i, next);
      }
      i = next;
    }
    return out.toString();
  }

  private static String decodePath(String value, String where) {
    if (value.indexOf('%') < 0) {
      return value;
    }
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    for (int i = 0; i < value.length(); ) {
      int c = value.codePointAt(i);
      if (c == '%') {
        bytes.write(hexByte(value, i, where));
        i += 3;
      } else {
        int next = i + Character.charCount(c);
        bytes.writeBytes(value.substring(i, next).getBytes(StandardCharsets.UTF_8));
        i = next;
      }
    }
    return bytes.toString(StandardCharsets.UTF_8);
  }

  private static int hexByte(String value, int at, String where) {
    int high = at + 2 < value.length() ? Character.digit(value.charAt(at + 1), 16) : -1;
    int low = at + 2 < value.length() ? Character.digit(value.charAt(at + 2), 16) : -1;
    if (high < 0 || low < 0) {
      throw new IllegalArgumentException(
          where + ": a % in a path must be followed by two hex digits: " + value);
    }
    return high << 4 | low;
  }
}
