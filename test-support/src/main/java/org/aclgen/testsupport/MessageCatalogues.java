package org.aclgen.testsupport;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.regex.Pattern;

/**
 * Checks a catalogue of messages (the runtime's, the token layer's, aclgen-quarkus's) against its
 * table in docs/runtime.md, section "Messages": one table per artifact, under a heading named after
 * the artifact, with the columns id, kind, when and what to do.
 */
public final class MessageCatalogues {

  /** The form of every id: {@code aclgen.} then lower-case words joined by hyphens. */
  public static final Pattern ID = Pattern.compile("aclgen\\.[a-z]+(-[a-z]+)*");

  private static final String SECTION = "## Messages";

  /**
   * One message of a catalogue.
   *
   * @param name the constant's name
   * @param id the stable id
   * @param kind how it reaches its reader, as the table names it ({@code thrown}, {@code log
   *     WARNING}...)
   * @param text the full text with every argument filled
   */
  public record Message(String name, String id, String kind, String text) {}

  /** One row of a table of the documentation. */
  public record Row(String id, String kind, String when, String fix) {}

  private MessageCatalogues() {}

  /**
   * The arguments that fill any message: the catalogues format with {@code %s} only, so a text that
   * does not format with these is itself a fault.
   */
  public static Object[] arguments() {
    Object[] arguments = new Object[8];
    Arrays.fill(arguments, "<argument>");
    return arguments;
  }

  /**
   * Checks the catalogue of a runtime artifact (an enum of messages) against its table in
   * docs/runtime.md, as {@link #verify} does, with the processor's and the stacks' pages as the
   * other pages whose ids it must not reuse. The docs folder is the system property {@code
   * docs.dir}, else {@code ../docs} (a module's folder is the working directory of its tests).
   *
   * @param messages every constant of the catalogue
   * @param id a message's stable id
   * @param kind how a message reaches its reader, as the table names it
   * @param format a message's full text, filled with the given arguments
   * @param artifact the artifact whose table it is, such as {@code aclgen-jwt}
   */
  public static <E extends Enum<E>> void verifyRuntimeCatalogue(
      E[] messages,
      Function<E, String> id,
      Function<E, String> kind,
      BiFunction<E, Object[], String> format,
      String artifact) {
    Path docs = Path.of(System.getProperty("docs.dir", "../docs"));
    verify(
        Arrays.stream(messages)
            .map(
                m ->
                    new Message(m.name(), id.apply(m), kind.apply(m), format.apply(m, arguments())))
            .toList(),
        docs.resolve("runtime.md"),
        artifact,
        docs.resolve("processor.md"),
        docs.resolve("stacks.md"));
  }

  /**
   * Fails, listing every problem, unless: each id is well formed; each text starts with its id in
   * brackets and no two texts are equal; the table of {@code artifact} in {@code page} has exactly
   * one row per id and kind of the catalogue, each saying when and what to do; and no id of the
   * catalogue is an id of another table of {@code page} or of {@code otherPages} (the processor's).
   */
  public static void verify(
      List<Message> catalogue, Path page, String artifact, Path... otherPages) {
    List<String> problems = new ArrayList<>();
    Set<String> texts = new HashSet<>();
    Set<String> expected = new TreeSet<>();
    for (Message message : catalogue) {
      if (!ID.matcher(message.id()).matches()) {
        problems.add(message.name() + ": the id " + message.id() + " is not of the form " + ID);
      }
      if (!message.text().startsWith("[" + message.id() + "] ")) {
        problems.add(message.name() + ": the text does not start with [" + message.id() + "]");
      }
      if (!texts.add(message.text())) {
        problems.add(message.name() + ": another message has the same text");
      }
      expected.add(key(message.id(), message.kind()));
    }
    Map<String, List<Row>> tables = tables(page);
    List<Row> rows = tables.getOrDefault(artifact, List.of());
    if (rows.isEmpty()) {
      problems.add(page + " has no table under ### " + artifact + " in " + SECTION);
    }
    Set<String> documented = new TreeSet<>();
    for (Row row : rows) {
      if (!documented.add(key(row.id(), row.kind()))) {
        problems.add("two rows for " + key(row.id(), row.kind()) + " in " + page);
      }
      if (row.when().isBlank() || row.fix().isBlank()) {
        problems.add("the row of " + key(row.id(), row.kind()) + " lacks when or what to do");
      }
    }
    for (String missing : minus(expected, documented)) {
      problems.add("not documented under ### " + artifact + " in " + page + ": " + missing);
    }
    for (String stale : minus(documented, expected)) {
      problems.add("documented under ### " + artifact + " but in no message: " + stale);
    }
    Set<String> elsewhere = new HashSet<>();
    tables.forEach(
        (other, its) -> {
          if (!other.equals(artifact)) {
            its.forEach(row -> elsewhere.add(row.id()));
          }
        });
    for (Path other : otherPages) {
      elsewhere.addAll(ids(other));
    }
    for (Message message : catalogue) {
      if (elsewhere.contains(message.id())) {
        problems.add(message.name() + ": the id " + message.id() + " belongs to another catalogue");
      }
    }
    if (!problems.isEmpty()) {
      throw new AssertionError(String.join("\n", new LinkedHashSet<>(problems)));
    }
  }

  /** The tables of the "Messages" section of {@code page}, by the heading above each. */
  public static Map<String, List<Row>> tables(Path page) {
    Map<String, List<Row>> tables = new LinkedHashMap<>();
    boolean inSection = false;
    String heading = null;
    for (String line : lines(page)) {
      if (line.startsWith("## ")) {
        inSection = line.strip().equals(SECTION);
        heading = null;
      } else if (inSection && line.startsWith("### ")) {
        heading = line.substring(4).strip();
      } else if (inSection && heading != null && line.startsWith("| `aclgen.")) {
        List<String> cells = cells(line);
        if (cells.size() != 4) {
          throw new AssertionError("a row of " + page + " has not 4 cells: " + line);
        }
        tables
            .computeIfAbsent(heading, h -> new ArrayList<>())
            .add(new Row(unquote(cells.get(0)), cells.get(1), cells.get(2), cells.get(3)));
      }
    }
    return tables;
  }

  /** The ids in the first cell of every table row of {@code page}. */
  public static Set<String> ids(Path page) {
    Set<String> ids = new TreeSet<>();
    for (String line : lines(page)) {
      if (line.startsWith("| `aclgen.")) {
        ids.add(unquote(cells(line).get(0)));
      }
    }
    return ids;
  }

  private static List<String> cells(String line) {
    String inner = line.strip().substring(1, line.strip().length() - 1);
    List<String> cells = new ArrayList<>();
    for (String cell : inner.split("\\|", -1)) {
      cells.add(cell.strip());
    }
    return cells;
  }

  private static String unquote(String cell) {
    return cell.replace("`", "");
  }

  private static String key(String id, String kind) {
    return id + " (" + kind + ")";
  }

  private static Set<String> minus(Set<String> a, Set<String> b) {
    Set<String> rest = new TreeSet<>(a);
    rest.removeAll(b);
    return rest;
  }

  private static List<String> lines(Path page) {
    try {
      return Files.readAllLines(page);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
