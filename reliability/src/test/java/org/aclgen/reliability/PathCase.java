package org.aclgen.reliability;

/**
 * One hostile path value: how it goes on the wire, what JAX-RS must decode it to, and, for a value
 * that must never reach the resource, the status the server must answer instead.
 *
 * <p>{@code ${self}} in {@code raw} and {@code decoded} stands for the calling user's uuid.
 *
 * @param label what the case tries
 * @param raw the path value as sent, percent-encoding and all
 * @param decoded the value the resource must see; null when the request must not be routed
 * @param fixedStatus the status for an unrouted request; 0 when the matcher decides (200 or 403)
 */
record PathCase(String label, String raw, String decoded, int fixedStatus) {

  /** A value that reaches the ACL filter: the matcher's verdict decides the status. */
  static PathCase routed(String label, String raw, String decoded) {
    return new PathCase(label, raw, decoded, 0);
  }

  /** A value that the server must refuse before any resource runs. */
  static PathCase refused(String label, String raw, int status) {
    return new PathCase(label, raw, null, status);
  }

  String rawFor(String uuid) {
    return raw.replace("${self}", uuid);
  }

  String decodedFor(String uuid) {
    return decoded.replace("${self}", uuid);
  }
}
