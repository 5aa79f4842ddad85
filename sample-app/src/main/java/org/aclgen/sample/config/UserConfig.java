package org.aclgen.sample.config;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.error.MarkedYAMLException;
import org.yaml.snakeyaml.error.YAMLException;
import org.yaml.snakeyaml.nodes.Node;

/**
 * Reads the YAML file of users.
 *
 * <pre>{@code
 * users:
 *   - username: alice
 *     password: alice-secret
 *     uuid: 2f6c1a5e-8d0b-4d59-9a53-1c0ad8e7c101
 *     acl:
 *       - confd.users.me.#.read
 *       - websocketd
 * }</pre>
 *
 * <p>Unknown keys, missing or empty values, duplicate usernames or uuids and malformed ACLs are
 * refused with the file name and the line number, so that a typo never starts an app with different
 * permissions than the file seems to say.
 */
public final class UserConfig {

  private static final String DEMO_RESOURCE = "demo-users.yaml";

  private UserConfig() {}

  /** The built-in demo users: alice, bob and admin. */
  public static List<UserAccount> demo() {
    try (InputStream in = UserConfig.class.getResourceAsStream(DEMO_RESOURCE)) {
      if (in == null) {
        throw new IllegalStateException("the built-in " + DEMO_RESOURCE + " is missing");
      }
      return parse(new InputStreamReader(in, StandardCharsets.UTF_8), "(built-in demo users)");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (ConfigException e) {
      throw new IllegalStateException("the built-in demo users are invalid: " + e.getMessage(), e);
    }
  }

  /**
   * Reads and checks a configuration file.
   *
   * @throws ConfigException with a one-line message naming the file, the line and the problem
   */
  public static List<UserAccount> load(Path file) throws ConfigException {
    // Opening a directory succeeds on Linux and only the first read fails, deep in the YAML parser.
    if (Files.isDirectory(file)) {
      throw new ConfigException("config file " + file + " is a directory, not a readable file");
    }
    try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      return parse(reader, file.toString());
    } catch (NoSuchFileException e) {
      throw new ConfigException("config file " + file + " does not exist");
    } catch (AccessDeniedException e) {
      throw new ConfigException("config file " + file + " is not a readable file (access denied)");
    } catch (IOException e) {
      throw new ConfigException("config file " + file + " cannot be read: " + e);
    }
  }

  /**
   * Reads and checks a configuration from text.
   *
   * @param source the name of the text in messages, such as the file name
   * @throws ConfigException with a one-line message naming the source, the line and the problem
   */
  public static List<UserAccount> parse(Reader reader, String source) throws ConfigException {
    Node root;
    try {
      root = new Yaml(new SafeConstructor(new LoaderOptions())).compose(reader);
    } catch (MarkedYAMLException e) {
      throw new ConfigException(at(source, e.getProblemMark()) + "not valid YAML: " + problem(e));
    } catch (YAMLException e) {
      throw new ConfigException(source + ": not valid YAML: " + oneLine(e.getMessage()));
    }
    return new UserConfigReader(source).users(root);
  }

  private static String problem(MarkedYAMLException e) {
    String problem = e.getProblem() != null ? e.getProblem() : e.getContext();
    return oneLine(String.valueOf(problem));
  }

  private static String at(String source, Mark mark) {
    return mark == null ? source + ": " : source + ":" + (mark.getLine() + 1) + ": ";
  }

  private static String oneLine(String text) {
    return text.replaceAll("\\s+", " ").trim();
  }
}
