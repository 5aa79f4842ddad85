package org.aclgen.sample.config;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import org.aclgen.acl.Acl;
import org.aclgen.acl.AclSyntaxException;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;
import org.yaml.snakeyaml.nodes.Tag;

/** Turns a composed YAML tree into users, checking every node and naming its line on error. */
final class UserConfigReader {

  private static final List<String> ROOT_KEYS = List.of("users");
  private static final List<String> USER_KEYS = List.of("username", "password", "uuid", "acl");
  private static final Pattern UUID =
      Pattern.compile(
          "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}");

  private final String source;
  private final Map<String, Integer> usernameLines = new HashMap<>();
  private final Map<String, Integer> uuidLines = new HashMap<>();

  UserConfigReader(String source) {
    this.source = source;
  }

  List<UserAccount> users(Node root) throws ConfigException {
    if (root == null) {
      throw new ConfigException(source + ": the file is empty; it needs a 'users:' list");
    }
    Map<String, NodeTuple> top = mapping(root, "the file", ROOT_KEYS);
    NodeTuple users = top.get("users");
    if (users == null) {
      throw error(root, "the file has no 'users:' list");
    }
    if (!(users.getValueNode() instanceof SequenceNode list)) {
      throw error(users.getValueNode(), "'users' must be a list of users");
    }
    if (list.getValue().isEmpty()) {
      throw error(list, "'users' is empty; list at least one user");
    }
    List<UserAccount> accounts = new ArrayList<>();
    for (Node user : list.getValue()) {
      accounts.add(user(user));
    }
    return List.copyOf(accounts);
  }

  private UserAccount user(Node node) throws ConfigException {
    Map<String, NodeTuple> fields = mapping(node, "a user", USER_KEYS);
    String username = requiredText(node, fields, "username");
    if (username.contains(":")) {
      throw error(fields.get("username").getValueNode(), "username must not contain ':'");
    }
    String password = requiredText(node, fields, "password");
    String uuid = requiredText(node, fields, "uuid").toLowerCase(Locale.ROOT);
    Node uuidNode = fields.get("uuid").getValueNode();
    if (!UUID.matcher(uuid).matches()) {
      throw error(uuidNode, "uuid '" + uuid + "' of user " + username + " is not a uuid");
    }
    unique(usernameLines, username, fields.get("username").getValueNode(), "username");
    unique(uuidLines, uuid, uuidNode, "uuid");
    NodeTuple acl = fields.get("acl");
    List<String> acls = acl == null ? List.of() : acls(acl.getValueNode(), username);
    return new UserAccount(username, password, uuid, acls);
  }

  private void unique(Map<String, Integer> seen, String value, Node node, String what)
      throws ConfigException {
    Integer first = seen.putIfAbsent(value, line(node));
    if (first != null) {
      throw error(node, "duplicate " + what + " '" + value + "' (first on line " + first + ")");
    }
  }

  private List<String> acls(Node node, String username) throws ConfigException {
    if (!(node instanceof SequenceNode list)) {
      throw error(node, "acl of user " + username + " must be a list of ACLs");
    }
    List<String> acls = new ArrayList<>();
    for (Node item : list.getValue()) {
      String acl = text(item, "an ACL of user " + username);
      try {
        Acl.parseTokenAcl(acl);
      } catch (AclSyntaxException e) {
        throw error(item, "malformed ACL of user " + username + ": " + e.getMessage());
      }
      acls.add(acl);
    }
    return acls;
  }

  private Map<String, NodeTuple> mapping(Node node, String what, List<String> keys)
      throws ConfigException {
    if (!(node instanceof MappingNode mapping)) {
      throw error(node, what + " must be a mapping with the keys " + String.join(", ", keys));
    }
    Map<String, NodeTuple> fields = new LinkedHashMap<>();
    for (NodeTuple tuple : mapping.getValue()) {
      Node keyNode = tuple.getKeyNode();
      String key = keyNode instanceof ScalarNode scalar ? scalar.getValue() : null;
      if (key == null || !keys.contains(key)) {
        throw error(
            keyNode,
            "unknown key '"
                + (key == null ? keyNode.getNodeId() : key)
                + "' in "
                + what
                + "; the keys are "
                + String.join(", ", keys));
      }
      if (fields.put(key, tuple) != null) {
        throw error(keyNode, "key '" + key + "' appears twice in " + what);
      }
    }
    return fields;
  }

  private String requiredText(Node user, Map<String, NodeTuple> fields, String key)
      throws ConfigException {
    NodeTuple tuple = fields.get(key);
    if (tuple == null) {
      throw error(user, "a user has no " + key);
    }
    return text(tuple.getValueNode(), key);
  }

  private String text(Node node, String what) throws ConfigException {
    if (!(node instanceof ScalarNode scalar) || scalar.getTag().equals(Tag.NULL)) {
      throw error(node, what + " must be a non-empty text");
    }
    String value = scalar.getValue().strip();
    if (value.isEmpty()) {
      throw error(node, what + " must be a non-empty text");
    }
    return value;
  }

  private ConfigException error(Node node, String message) {
    return new ConfigException(source + ":" + line(node) + ": " + message);
  }

  private static int line(Node node) {
    return node.getStartMark() == null ? 0 : node.getStartMark().getLine() + 1;
  }
}
