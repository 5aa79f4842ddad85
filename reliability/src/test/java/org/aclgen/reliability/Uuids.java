package org.aclgen.reliability;

/** User uuids of the suites. */
final class Uuids {

  static final String ALICE = "2f6c1a5e-8d0b-4d59-9a53-1c0ad8e7c101";
  static final String BOB = "7d3e0b8a-5c41-4f2e-b0a9-6e5d2c3b4a02";
  static final String ADMIN = "0c9f4e2d-1b7a-4e63-8d25-9a8b7c6d5e03";
  static final String STAR = "5b1e7c3a-9f2d-4c8e-a6b4-3d2f1e0c9b04";
  static final String OTHER = "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c05";

  private Uuids() {}

  /** A well-formed uuid that differs for each {@code n}. */
  static String numbered(int n) {
    return String.format("00000000-0000-4000-8000-%012d", n);
  }
}
