package org.aclgen.jwt;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * Where a token's ACLs are among its claims: a top-level claim such as {@code acl} or {@code
 * scope}, or a nested one such as Keycloak's client roles, {@code resource_access.<client>.roles}.
 *
 * <pre>{@code
 * ClaimPath.parse("acl")                               // the default
 * ClaimPath.parse("scope")                             // "a.read b.write": split on spaces
 * ClaimPath.parse("resource_access.aclgen-api.roles")  // a JSON array inside objects
 * ClaimPath.of("resource_access", "my.client", "roles") // a name that holds a dot
 * }</pre>
 *
 * <p>The claim is read as a JSON array of strings, or as one string of ACLs separated by spaces. A
 * token without the claim grants nothing; a claim of any other shape makes the token invalid, since
 * a provider that sends it is misconfigured and guessing would grant what nobody meant.
 *
 * @param names the claim names from the outermost object inwards; at least one, none empty
 */
public record ClaimPath(List<String> names) {

  /** The default: the top-level claim {@code acl}. */
  public static final ClaimPath ACL = new ClaimPath(List.of("acl"));

  public ClaimPath {
    names = List.copyOf(names);
    if (names.isEmpty() || names.stream().anyMatch(String::isEmpty)) {
      throw new IllegalArgumentException(
          "a claim path needs one or more non-empty claim names, got " + names);
    }
  }

  /** The path of these claim names, from the outermost object inwards. */
  public static ClaimPath of(String... names) {
    return new ClaimPath(List.of(names));
  }

  /** The path {@code dotted} split on its dots, such as {@code resource_access.client.roles}. */
  public static ClaimPath parse(String dotted) {
    Objects.requireNonNull(dotted, "dotted");
    return new ClaimPath(List.of(dotted.split("\\.", -1)));
  }

  /** The value at this path among {@code claims}, or empty when a claim on the way is absent. */
  Optional<Object> find(Map<String, Object> claims) {
    Object current = claims;
    for (String name : names) {
      if (!(current instanceof Map<?, ?> object)) {
        return Optional.empty();
      }
      current = object.get(name);
      if (current == null) {
        return Optional.empty();
      }
    }
    return Optional.of(current);
  }

  /**
   * The ACLs at this path among {@code claims}; none when the claim is absent.
   *
   * @throws IllegalArgumentException when the claim is neither a string nor an array of strings
   */
  List<String> acls(Map<String, Object> claims) {
    Optional<Object> value = find(claims);
    if (value.isEmpty()) {
      return List.of();
    }
    List<String> acls = new ArrayList<>();
    if (value.get() instanceof String spaced) {
      for (String acl : spaced.split(" ")) {
        if (!acl.isEmpty()) {
          acls.add(acl);
        }
      }
    } else if (value.get() instanceof List<?> array) {
      for (Object element : array) {
        if (!(element instanceof String acl)) {
          throw new IllegalArgumentException(
              JwtMessage.ACL_CLAIM_ELEMENT.format(this, kind(element)));
        }
        acls.add(acl);
      }
    } else {
      throw new IllegalArgumentException(JwtMessage.ACL_CLAIM_KIND.format(this, kind(value.get())));
    }
    return acls;
  }

  private static String kind(Object value) {
    if (value == null) {
      return "null";
    }
    if (value instanceof Map) {
      return "JSON object";
    }
    if (value instanceof List) {
      return "JSON array";
    }
    return value instanceof Number ? "number" : value instanceof Boolean ? "boolean" : "value";
  }

  /** The dotted form, such as {@code resource_access.client.roles}. */
  @Override
  public String toString() {
    return String.join(".", names);
  }
}
