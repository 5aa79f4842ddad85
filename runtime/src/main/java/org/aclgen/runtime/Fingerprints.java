package org.aclgen.runtime;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.concurrent.atomic.AtomicReferenceArray;
import org.aclgen.tokens.ValidatedToken;

/**
 * The fingerprints of the tokens that decisions name: the first 8 bytes of the token's SHA-256, in
 * hex. A valid token comes back request after request as the same {@link ValidatedToken} (the
 * validators cache it), so its fingerprint is remembered beside that instance and the digest is
 * computed once, not on every decision. A remembered fingerprint is used only for the same instance
 * and an equal token: a validator that hands one instance out for several tokens still gets each
 * token's own fingerprint.
 */
final class Fingerprints {

  // A power of two; a slot holds the last token that hashed to it, so the memory is bounded.
  private static final int SLOTS = 256;

  private static final HexFormat HEX = HexFormat.of();
  private static final MessageDigest SHA_256 = newSha256();

  private final AtomicReferenceArray<Remembered> slots = new AtomicReferenceArray<>(SLOTS);

  private record Remembered(ValidatedToken validated, String token, String fingerprint) {}

  /**
   * The fingerprint of {@code token}, which validated as {@code validated}.
   *
   * @param validated the validator's answer; null when the token was not valid
   * @param token the token presented; null when there was none
   * @return null without a token
   */
  String of(ValidatedToken validated, String token) {
    if (token == null) {
      return null;
    }
    if (validated == null) {
      return of(token);
    }
    int slot = System.identityHashCode(validated) & (SLOTS - 1);
    Remembered remembered = slots.getPlain(slot);
    if (remembered != null
        && remembered.validated() == validated
        && remembered.token().equals(token)) {
      return remembered.fingerprint();
    }
    String fingerprint = of(token);
    // Published with release semantics: a thread that sees the record sees its fields.
    slots.setRelease(slot, new Remembered(validated, token, fingerprint));
    return fingerprint;
  }

  /** The fingerprint of {@code token}, computed; null without a token. */
  static String of(String token) {
    if (token == null) {
      return null;
    }
    MessageDigest sha256;
    try {
      // A clone of one instance: getInstance looks the algorithm up among the providers each time.
      sha256 = (MessageDigest) SHA_256.clone();
    } catch (CloneNotSupportedException e) {
      sha256 = newSha256();
    }
    byte[] digest = sha256.digest(token.getBytes(StandardCharsets.UTF_8));
    return HEX.formatHex(digest, 0, 8);
  }

  private static MessageDigest newSha256() {
    try {
      return MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every JDK has SHA-256", e);
    }
  }
}
