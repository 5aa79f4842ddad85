package org.aclgen.testsupport;

import java.io.BufferedInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

/**
 * The public API of one of aclgen's artifacts, read from its compiled classes, and the check that
 * it is the API recorded in the module's {@code api/<artifactId>.api}: a change of the API then
 * shows in review as a change of that file, so that growing the API is a decision.
 *
 * <p>The record lists every public or protected type of the module (a nested type only if its outer
 * types are visible too) and each of their public or protected members, one declaration a line: the
 * type with its modifiers, type parameters and supertypes, then its enum constants, record
 * components, fields, constructors and methods with their generic signatures, {@code throws}
 * clauses and annotation defaults. Packages named {@code internal} (at any depth) are not API and
 * are not listed, nor are the packages a module names with {@link #excluding}.
 *
 * <p>A module checks its API with one test:
 *
 * <pre>{@code
 * class PublicApiTest {
 *   @Test
 *   void publicApiIsTheRecordedOne() {
 *     PublicApi.ofModule("aclgen-acl").assertRecorded();
 *   }
 * }
 * }</pre>
 *
 * <p>When the test fails it shows the difference and the command that rewrites the record: the
 * tests run with {@code -Daclgen.api.update=true}. Review the rewritten file like code.
 */
public final class PublicApi {

  /** The system property that, set to {@code true}, rewrites the record instead of checking it. */
  public static final String UPDATE_PROPERTY = "aclgen.api.update";

  private final String artifactId;
  private final Path classes;
  private final Path record;
  private final String moduleDirectory;
  private final Set<String> excluded;

  private PublicApi(
      String artifactId, Path classes, Path record, String moduleDirectory, Set<String> excluded) {
    this.artifactId = artifactId;
    this.classes = classes;
    this.record = record;
    this.moduleDirectory = moduleDirectory;
    this.excluded = Set.copyOf(excluded);
  }

  /**
   * The API of the module whose tests run: its {@code target/classes}, checked against its {@code
   * api/<artifactId>.api}. Surefire runs tests in the module's directory and names it in the {@code
   * basedir} property.
   */
  public static PublicApi ofModule(String artifactId) {
    Path basedir = Path.of(System.getProperty("basedir", "")).toAbsolutePath().normalize();
    return new PublicApi(
        artifactId,
        basedir.resolve("target").resolve("classes"),
        basedir.resolve("api").resolve(artifactId + ".api"),
        moduleDirectory(basedir),
        Set.of());
  }

  /**
   * The module's folder as {@code -pl} names it: relative to the outermost folder above it that has
   * a pom.xml (so {@code quarkus/runtime} for a module of a nested parent).
   */
  private static String moduleDirectory(Path basedir) {
    Path root = basedir;
    while (root.getParent() != null && Files.exists(root.getParent().resolve("pom.xml"))) {
      root = root.getParent();
    }
    String relative = root.relativize(basedir).toString().replace('\\', '/');
    return relative.isEmpty() ? String.valueOf(basedir.getFileName()) : relative;
  }

  /** The API of the classes under {@code classes}, checked against the file {@code record}. */
  public static PublicApi of(String artifactId, Path classes, Path record) {
    return new PublicApi(artifactId, classes, record, artifactId, Set.of());
  }

  /**
   * The API of another module's classes, checked from the module at {@code moduleDirectory} (the
   * one whose tests have the class path that the API's types need); the update command names it.
   */
  public static PublicApi of(String artifactId, Path classes, Path record, String moduleDirectory) {
    return new PublicApi(artifactId, classes, record, moduleDirectory, Set.of());
  }

  /**
   * The same API without {@code packages} and their subpackages: packages that must be public for
   * the module's own use but are not API (the record's header names them).
   *
   * @throws IllegalArgumentException later, from {@link #text}, if one of them has no class
   */
  public PublicApi excluding(String... packages) {
    Set<String> all = new TreeSet<>(excluded);
    all.addAll(Arrays.asList(packages));
    return new PublicApi(artifactId, classes, record, moduleDirectory, all);
  }

  /** The record this API should have: a header that says what it covers, then the declarations. */
  public String text() {
    StringBuilder text = new StringBuilder();
    text.append("# The public API of ").append(artifactId);
    text.append(": every public or protected type and member of its\n");
    text.append("# classes, one declaration a line, sorted by type. Packages named internal are\n");
    text.append("# not API and are not listed.\n");
    for (String name : new TreeSet<>(excluded)) {
      text.append("# Not API, not listed: ").append(name).append(" and its subpackages.\n");
    }
    text.append("# A change of the API changes this file: rewrite it with\n");
    text.append("#   ").append(updateCommand()).append('\n');
    for (Class<?> type : types()) {
      text.append('\n');
      Declarations.of(type).forEach(line -> text.append(line).append('\n'));
    }
    return text.toString();
  }

  /**
   * Checks that the recorded API is this one, or rewrites the record if the system property {@value
   * #UPDATE_PROPERTY} is {@code true}.
   *
   * @throws AssertionError showing the difference and the command that updates the record
   */
  public void assertRecorded() {
    String actual = text();
    String recorded = Files.exists(record) ? read(record) : null;
    if (actual.equals(recorded)) {
      return;
    }
    if (Boolean.getBoolean(UPDATE_PROPERTY)) {
      write(record, actual);
      return;
    }
    String problem =
        recorded == null
            ? "The public API of " + artifactId + " has no record " + record + "."
            : "The public API of "
                + artifactId
                + " is not the one recorded in "
                + record
                + " (- recorded, + compiled):\n"
                + LineDiff.of(recorded, actual);
    throw new AssertionError(
        problem
            + "\nIf the change is meant, rewrite the record and commit it with the change:\n  "
            + updateCommand()
            + "\n");
  }

  private String updateCommand() {
    return "mvn -B -pl "
        + moduleDirectory
        + " -am test -Dtest=PublicApiTest -Dsurefire.failIfNoSpecifiedTests=false -D"
        + UPDATE_PROPERTY
        + "=true";
  }

  /**
   * Whether the class file of {@code className} has the public flag, read without loading the
   * class: a package-private class may extend a type of an optional dependency (a stack's own
   * binder, say) that the test's class path does not hold.
   */
  private boolean declaredPublic(String className) throws IOException {
    Path file = classes.resolve(className.replace('.', '/') + ".class");
    try (DataInputStream in =
        new DataInputStream(new BufferedInputStream(Files.newInputStream(file)))) {
      in.skipBytes(8); // magic, minor and major version
      int count = in.readUnsignedShort();
      for (int i = 1; i < count; i++) {
        int tag = in.readUnsignedByte();
        switch (tag) {
          case 1 -> in.skipBytes(in.readUnsignedShort()); // Utf8
          case 7, 8, 16, 19, 20 -> in.skipBytes(2);
          case 15 -> in.skipBytes(3);
          case 3, 4, 9, 10, 11, 12, 17, 18 -> in.skipBytes(4);
          case 5, 6 -> {
            in.skipBytes(8);
            i++; // a long or double takes two entries
          }
          default -> throw new IOException("unknown constant pool tag " + tag + " in " + file);
        }
      }
      return (in.readUnsignedShort() & 0x0001) != 0;
    }
  }

  /** The visible types of the API's packages, sorted by name. */
  private List<Class<?>> types() {
    List<String> names = classNames();
    Set<String> unused = new TreeSet<>(excluded);
    List<Class<?>> types = new ArrayList<>();
    try (URLClassLoader loader = new URLClassLoader(new URL[] {url(classes)}, parentLoader())) {
      for (String name : names) {
        String packageName = name.substring(0, Math.max(0, name.lastIndexOf('.')));
        String excludedBy = excludedBy(packageName);
        if (excludedBy != null) {
          unused.remove(excludedBy);
        } else if (!Arrays.asList(packageName.split("\\.")).contains("internal")) {
          if (!declaredPublic(name)) {
            continue; // never loaded: its dependencies may be absent from this class path
          }
          Class<?> type = Class.forName(name, false, loader);
          if (Declarations.visible(type)) {
            types.add(type);
          }
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (ClassNotFoundException | LinkageError e) {
      throw new IllegalStateException("cannot load a class of " + classes + ": " + e, e);
    }
    if (!unused.isEmpty()) {
      throw new IllegalArgumentException(
          "excluded packages without any class in " + classes + ": " + unused);
    }
    types.sort(Comparator.comparing(Class::getCanonicalName));
    return types;
  }

  private String excludedBy(String packageName) {
    for (String name : excluded) {
      if (packageName.equals(name) || packageName.startsWith(name + ".")) {
        return name;
      }
    }
    return null;
  }

  private List<String> classNames() {
    if (!Files.isDirectory(classes)) {
      throw new IllegalStateException(classes + " is not a directory of compiled classes");
    }
    try (Stream<Path> files = Files.walk(classes)) {
      return files
          .map(classes::relativize)
          .map(path -> path.toString().replace(path.getFileSystem().getSeparator(), "/"))
          .filter(path -> path.endsWith(".class"))
          .filter(path -> !path.endsWith("module-info.class"))
          .filter(path -> !path.endsWith("package-info.class"))
          .map(path -> path.substring(0, path.length() - ".class".length()).replace('/', '.'))
          .sorted()
          .toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static ClassLoader parentLoader() {
    ClassLoader context = Thread.currentThread().getContextClassLoader();
    return context != null ? context : PublicApi.class.getClassLoader();
  }

  private static URL url(Path directory) {
    try {
      return directory.toUri().toURL();
    } catch (MalformedURLException e) {
      throw new IllegalArgumentException(directory + " cannot be named as a URL", e);
    }
  }

  private static String read(Path file) {
    try {
      return Files.readString(file, StandardCharsets.UTF_8).replace("\r\n", "\n");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static void write(Path file, String text) {
    try {
      Files.createDirectories(file.toAbsolutePath().getParent());
      Files.writeString(file, text, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
