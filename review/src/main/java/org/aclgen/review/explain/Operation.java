package org.aclgen.review.explain;

/**
 * One operation of a registry.
 *
 * @param service the ACL service word
 * @param method the HTTP method
 * @param path the path template relative to the application root
 * @param requiredAcl the required ACL template, or {@code null} for a public operation
 */
public record Operation(String service, String method, String path, String requiredAcl) {
  /** Whether the operation needs no token. */
  public boolean isPublic() {
    return requiredAcl == null;
  }
}
