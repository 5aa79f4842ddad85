package org.aclgen.benchmarks.http;

/** The reply of both twins, so that they differ by the ACL check alone. */
final class CtiBody {
  private CtiBody() {}

  static String of(String userId) {
    return "{\"user_id\":\"" + userId + "\",\"enabled\":true,\"presence\":\"available\"}";
  }
}
