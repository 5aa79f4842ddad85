package org.aclgen.acl.internal;

import java.util.Locale;
import org.aclgen.acl.registry.AclSource;

/**
 * The words aclgen writes into an OpenAPI description, in one place: the processor's {@code
 * openapi.yaml} and the merge of {@code aclgen-openapi} into a server's own document both use them,
 * so that a client reads the same extensions, description lines, responses and token scheme from
 * either. <strong>Not API</strong> (see the package): the two artifacts' documents are the
 * contract, not these constants.
 */
public final class OpenApiVocabulary {

  /** The operation extension holding the ACL template. */
  public static final String REQUIRED_ACL = "x-required-acl";

  /** The operation extension saying where the ACL came from; see {@link #source}. */
  public static final String ACL_SOURCE = "x-acl-source";

  /** Marks an operation whose ACL the operation's own code checks ({@code true}). */
  public static final String CHECKED_IN_CODE = "x-acl-checked-in-code";

  /** What the description says, after the ACL line, of an ACL checked in code. */
  public static final String CHECKED_IN_CODE_NOTE =
      "Checked by the operation's own code, with values from the request: a valid token reaches"
          + " the operation, which refuses (403) a token that does not grant the filled ACL.";

  /** The name of the token security scheme in {@code components.securitySchemes}. */
  public static final String SCHEME = "token";

  /** The header that carries the token: the scheme is {@code apiKey}, {@code in: header}. */
  public static final String TOKEN_HEADER = "X-Auth-Token";

  /** The description of the token security scheme. */
  public static final String SCHEME_DESCRIPTION = "A token of the authentication service.";

  /** The 401 response an operation that needs a token gets. */
  public static final String UNAUTHORIZED = "No token, or an unknown or expired token.";

  /** The 403 response an operation that needs a token gets. */
  public static final String FORBIDDEN = "The token does not grant the required ACL.";

  /** The 503 response an operation that needs a token gets. */
  public static final String UNAVAILABLE = "The authentication service cannot be reached.";

  private OpenApiVocabulary() {}

  /** The first description line of an operation that needs a token. */
  public static String requiredAclLine(String aclTemplate) {
    return "**Required ACL:** `" + aclTemplate + "`";
  }

  /** The first description line of a public operation, with its reason when one is given. */
  public static String publicLine(String reason) {
    return reason == null || reason.isBlank()
        ? "**Public:** no token needed."
        : "**Public:** no token needed: " + reason;
  }

  /** The value of {@link #ACL_SOURCE}: {@code explicit}, {@code derived} or {@code default}. */
  public static String source(AclSource source) {
    return source.name().toLowerCase(Locale.ROOT);
  }
}
