package org.aclgen.acl.registry;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;
import java.util.TreeMap;

/**
 * The compact text form in which a generated {@link AclRegistry} holds its entries, so that javac
 * compiles a few string constants instead of thousands of constructor calls.
 *
 * <p>Public for the code the processor generates, not for applications: every generated registry,
 * in the application's own package, calls {@link #parse} on its text blocks; the processor calls
 * {@link #format}, and the access review reads a table file with {@link #parse}. An application
 * reads its registries through {@link RegistryDiscovery} and their {@link AclEntry entries}.
 *
 * <p>The table is a contract between two artifacts, the processor that writes it and the runtime
 * that reads it, so it carries its format version: a table starts with the header line {@code
 * aclgen-acl-table <version>}. {@link #format} writes version 3; {@link #parse} reads it and
 * version 2 (whose entries have no query placeholders and are all checked by the filter), and
 * refuses any other version with an error that names both versions. A table without a header is
 * version 1, written before path types existed.
 *
 * <p>After the header, a table has one entry per line. A line holds the ten components of {@link
 * AclEntry} in their order, separated by spaces (several spaces align the columns): service, HTTP
 * method, path, resource class, method signature, ACL template ({@code -} for a public operation),
 * source, the path types, the query placeholders and the enforcement. The path types are {@code
 * name=type} for each path variable not read as a {@code String}, the query placeholders {@code
 * name=type} for each placeholder filled from the query; each sorted by name and separated by
 * {@code ,}, or {@code -} if there is none. The enforcement is {@code FILTER} or {@code IN_CODE}.
 * For example:
 *
 * <pre>
 * aclgen-acl-table 3
 * confd GET  /users/{user_id}      com.example.Users  get(long)                confd.users.{user_id}.read                    DERIVED  user_id=long -                          FILTER
 * auth  POST /users/password/reset com.example.Reset  reset(java.lang.String)  auth.users.password.reset.{user_uuid}.create  EXPLICIT -            user_uuid=java.lang.String FILTER
 * dird  POST /graphql              com.example.Graph  query(java.lang.String)  dird.graphql.{root_field_name}                EXPLICIT -            -                          IN_CODE
 * confd GET  /status               com.example.Status status()                 -                                             PUBLIC   -            -                          FILTER
 * </pre>
 *
 * <p>The path is not checked here: the runtime matches entries by resource class and method, so a
 * path the processor could not know in full (such as {@code .../tracks/{num}}) reads like any
 * other.
 *
 * <p>Inside a value, {@code %XX} is a byte of its UTF-8 form in hexadecimal. {@link #format} writes
 * that way every character other than {@code !} to {@code ~}, and also {@code %}, {@code "} and
 * {@code \}, so a table is plain ASCII that needs no escaping in a Java text block. A value that is
 * exactly {@code -} is written {@code %2D}.
 *
 * <p>Version history: 1, seven columns and no header; 2, the header and the path types column; 3,
 * the query placeholders and enforcement columns.
 */
public final class AclEntryTable {
  /** The version of the table format that {@link #format} writes and {@link #parse} reads. */
  private static final int FORMAT_VERSION = 3;

  /** The earlier version that {@link #parse} still reads. */
  private static final int PREVIOUS_VERSION = 2;

  private static final String HEADER = "aclgen-acl-table";
  private static final int COLUMNS = 10;
  private static final int PREVIOUS_COLUMNS = 8;
  private static final String NONE = "-";
  private static final char[] HEX = "0123456789ABCDEF".toCharArray();

  private AclEntryTable() {}

  /**
   * The table of {@code entries}: the header line, then one line per entry (every line ending with
   * {@code \n}), columns aligned.
   *
   * @throws IllegalArgumentException if a component is empty: the table cannot hold it
   */
  public static String format(List<AclEntry> entries) {
    List<String[]> rows = new ArrayList<>(entries.size());
    int[] widths = new int[COLUMNS];
    for (AclEntry entry : entries) {
      String[] row = encode(entry);
      for (int i = 0; i < COLUMNS; i++) {
        widths[i] = Math.max(widths[i], row[i].length());
      }
      rows.add(row);
    }
    int lineLength = COLUMNS;
    for (int width : widths) {
      lineLength += width;
    }
    StringBuilder text = new StringBuilder(32 + lineLength * rows.size());
    text.append(HEADER).append(' ').append(FORMAT_VERSION).append('\n');
    for (String[] row : rows) {
      for (int i = 0; i < COLUMNS - 1; i++) {
        text.append(row[i]);
        // Padding appended in place: a string of spaces per cell was a tenth of formatting.
        for (int pad = widths[i] - row[i].length() + 1; pad > 0; pad--) {
          text.append(' ');
        }
      }
      text.append(row[COLUMNS - 1]).append('\n');
    }
    return text.toString();
  }

  /**
   * The entries of one or more tables, in order.
   *
   * @throws IllegalStateException naming both versions if a table is of a format version this
   *     release does not read
   * @throws IllegalArgumentException naming the line if a line does not hold the values of its
   *     version
   */
  public static List<AclEntry> parse(String... tables) {
    List<AclEntry> entries = new ArrayList<>();
    for (String table : tables) {
      int columns = 0;
      for (String line : table.split("\n")) {
        if (line.isBlank()) {
          continue;
        }
        if (columns == 0) {
          columns = checkHeader(line) == FORMAT_VERSION ? COLUMNS : PREVIOUS_COLUMNS;
        } else {
          entries.add(parseLine(line, columns));
        }
      }
    }
    return List.copyOf(entries);
  }

  /**
   * The table's version, if this release reads it. Fails closed on a table written for another
   * runtime: it may lack what this one needs, or hold what it would ignore.
   */
  private static int checkHeader(String line) {
    String[] words = line.strip().split(" +");
    String version =
        words.length == 2 && words[0].equals(HEADER) ? words[1] : "1 (a table without header)";
    if (version.equals(Integer.toString(FORMAT_VERSION))) {
      return FORMAT_VERSION;
    }
    if (version.equals(Integer.toString(PREVIOUS_VERSION))) {
      return PREVIOUS_VERSION;
    }
    throw new IllegalStateException(
        "this ACL registry table has format version "
            + version
            + ", but this aclgen runtime reads format version "
            + FORMAT_VERSION
            + " (and "
            + PREVIOUS_VERSION
            + "): compile the resources with the aclgen processor of the same release as the"
            + " runtime; first line: "
            + line.strip());
  }

  private static String[] encode(AclEntry entry) {
    return new String[] {
      encode(entry.service()),
      encode(entry.httpMethod()),
      encode(entry.path()),
      encode(entry.resourceClass()),
      encode(entry.methodSignature()),
      entry.aclTemplate() == null ? NONE : encode(entry.aclTemplate()),
      entry.source().name(),
      names(entry.pathTypes()),
      names(entry.queryPlaceholders()),
      entry.enforcement().name()
    };
  }

  private static String names(Map<String, String> types) {
    return types.isEmpty() ? NONE : encode(pathTypes(types));
  }

  private static AclEntry parseLine(String line, int columns) {
    String[] fields = line.strip().split(" +");
    if (fields.length != columns) {
      throw new IllegalArgumentException(
          "an ACL table line needs " + columns + " values, got " + fields.length + ": " + line);
    }
    try {
      boolean previous = columns == PREVIOUS_COLUMNS;
      return new AclEntry(
          decode(fields[0]),
          decode(fields[1]),
          decode(fields[2]),
          decode(fields[3]),
          decode(fields[4]),
          fields[5].equals(NONE) ? null : decode(fields[5]),
          AclSource.valueOf(fields[6]),
          names(fields[7]),
          previous ? Map.of() : names(fields[8]),
          previous ? Enforcement.FILTER : Enforcement.valueOf(fields[9]));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("invalid ACL table line: " + line, e);
    }
  }

  private static String pathTypes(Map<String, String> types) {
    StringJoiner text = new StringJoiner(",");
    new TreeMap<>(types).forEach((name, type) -> text.add(name + "=" + type));
    return text.toString();
  }

  private static Map<String, String> names(String field) {
    return field.equals(NONE) ? Map.of() : pathTypes(decode(field));
  }

  private static Map<String, String> pathTypes(String text) {
    Map<String, String> types = new TreeMap<>();
    for (String pair : text.split(",", -1)) {
      int equals = pair.indexOf('=');
      if (equals <= 0
          || equals == pair.length() - 1
          || types.put(pair.substring(0, equals), pair.substring(equals + 1)) != null) {
        throw new IllegalArgumentException(
            "path types and query placeholders are name=type pairs, each name once, separated by"
                + " ',': "
                + text);
      }
    }
    return types;
  }

  private static String encode(String value) {
    if (value.isEmpty()) {
      throw new IllegalArgumentException("an ACL table cannot hold an empty value");
    }
    if (value.equals(NONE)) {
      return "%2D";
    }
    int plain = 0;
    while (plain < value.length() && isPlain(value.charAt(plain))) {
      plain++;
    }
    if (plain == value.length()) {
      return value;
    }
    StringBuilder out = new StringBuilder(value.length() + 8).append(value, 0, plain);
    for (int i = plain; i < value.length(); i++) {
      char c = value.charAt(i);
      if (isPlain(c)) {
        out.append(c);
      } else {
        int end = Character.isHighSurrogate(c) && i + 1 < value.length() ? i + 2 : i + 1;
        for (byte b : value.substring(i, end).getBytes(StandardCharsets.UTF_8)) {
          out.append('%').append(HEX[(b >> 4) & 0xf]).append(HEX[b & 0xf]);
        }
        i = end - 1;
      }
    }
    return out.toString();
  }

  private static boolean isPlain(char c) {
    return c > ' ' && c < 0x7f && c != '%' && c != '"' && c != '\\';
  }

  private static String decode(String field) {
    if (field.indexOf('%') < 0) {
      return field;
    }
    ByteArrayOutputStream bytes = new ByteArrayOutputStream(field.length());
    for (int i = 0; i < field.length(); i++) {
      char c = field.charAt(i);
      if (c <= ' ' || c >= 0x7f) {
        throw new IllegalArgumentException("an ACL table holds only printable ASCII: " + field);
      }
      if (c != '%') {
        bytes.write(c);
        continue;
      }
      int high = i + 2 < field.length() ? Character.digit(field.charAt(i + 1), 16) : -1;
      int low = high < 0 ? -1 : Character.digit(field.charAt(i + 2), 16);
      if (low < 0) {
        throw new IllegalArgumentException("'%' must start two hexadecimal digits in " + field);
      }
      bytes.write(high << 4 | low);
      i += 2;
    }
    return bytes.toString(StandardCharsets.UTF_8);
  }
}
