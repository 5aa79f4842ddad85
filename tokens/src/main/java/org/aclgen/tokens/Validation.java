package org.aclgen.tokens;

import java.util.Objects;
import java.util.Optional;

/**
 * A validator's answer about one token, and where the answer came from: what {@link
 * TokenValidator#validateWithSource} returns, so that a decision can say whether a request cost a
 * call to the token service.
 */
public final class Validation {

  /** Where a validator's answer came from. */
  public enum Source {
    /** From the validator's cache: no call was made. */
    CACHE,
    /**
     * From the token service or identity provider, asked for this token (by this request, or by
     * another request for the same token whose answer this one shared).
     */
    UPSTREAM,
    /**
     * From the validator alone, with no cache and no call for this token: a signature it verified
     * with keys it had, a token it refused by its form, a token store in the same process.
     */
    LOCAL,
    /** The validator does not tell. */
    UNKNOWN
  }

  private final ValidatedToken token;
  private final Source source;

  private Validation(ValidatedToken token, Source source) {
    this.token = token;
    this.source = Objects.requireNonNull(source, "source");
  }

  /** A token found valid, with what it grants. */
  public static Validation valid(ValidatedToken token, Source source) {
    return new Validation(Objects.requireNonNull(token, "token"), source);
  }

  /** A token that is unknown, expired or refused (the client gets a 401). */
  public static Validation invalid(Source source) {
    return new Validation(null, source);
  }

  /** The answer of {@link TokenValidator#validate}, from {@code source}. */
  public static Validation of(Optional<ValidatedToken> token, Source source) {
    return new Validation(token.orElse(null), source);
  }

  /** What the token grants, or empty when it is not valid. */
  public Optional<ValidatedToken> token() {
    return Optional.ofNullable(token);
  }

  /** Where the answer came from. */
  public Source source() {
    return source;
  }

  @Override
  public String toString() {
    return "Validation[" + (token == null ? "invalid" : "valid") + ", " + source + "]";
  }
}
