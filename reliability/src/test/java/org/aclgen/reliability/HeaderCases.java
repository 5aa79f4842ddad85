package org.aclgen.reliability;

import static org.aclgen.reliability.HeaderCase.of;

import java.util.List;

/** The hostile token headers of the bad-input suite. */
final class HeaderCases {

  private HeaderCases() {}

  /**
   * The cases for a server whose parser is strict (no bare LF ends a header line: 400) or, like
   * Jetty's default mode, lenient (a bare LF ends it: two different tokens, 401).
   */
  static List<HeaderCase> all(String granting, boolean strictParsing) {
    String upper = granting.toUpperCase(java.util.Locale.ROOT);
    String mangled = upper.equals(granting) ? granting.toLowerCase(java.util.Locale.ROOT) : upper;
    return List.of(
        of("no token", 401),
        of("the token", 200, "X-Auth-Token: ${T}"),
        of("lower-case header name", 200, "x-auth-token: ${T}"),
        of("spaces and tabs around the token", 200, "X-Auth-Token: \t ${T} \t"),
        of("the same token twice", 200, "X-Auth-Token: ${T}", "X-Auth-Token: ${T}"),
        of("two different tokens", 401, "X-Auth-Token: ${O}", "X-Auth-Token: ${T}"),
        of("two tokens in one header", 401, "X-Auth-Token: ${T}, ${O}"),
        of("header and the same Bearer", 200, "X-Auth-Token: ${T}", "Authorization: Bearer ${T}"),
        of("header and another Bearer", 401, "X-Auth-Token: ${T}", "Authorization: Bearer ${O}"),
        of("Bearer only", 200, "Authorization: Bearer ${T}"),
        of("bearer in lower case", 200, "Authorization: bearer ${T}"),
        of(
            "two different Bearers",
            401,
            "Authorization: Bearer ${T}",
            "Authorization: Bearer ${O}"),
        of("Bearer without a token", 401, "Authorization: Bearer"),
        of("Basic credentials only", 401, "Authorization: Basic YWxpY2U6YWxpY2U="),
        of("empty X-Auth-Token", 401, "X-Auth-Token:"),
        of("CRLF injects a second token header", 401, "X-Auth-Token: ${O}\r\nX-Auth-Token: ${T}"),
        of("obs-fold continuation line", 400, "X-Auth-Token: ${O}\r\n ${T}"),
        of("bare CR inside the value", 400, "X-Auth-Token: ${O}\r${T}"),
        strictParsing
            ? of(
                "bare LF: refused by strict parsing", 400, "X-Auth-Token: ${O}\nX-Auth-Token: ${T}")
            : of(
                "bare LF: Jetty reads two token headers",
                401,
                "X-Auth-Token: ${O}\nX-Auth-Token: ${T}"),
        of("NUL inside the value", 400, "X-Auth-Token: ${T}\u0000"),
        of("space before the colon", 400, "X-Auth-Token : ${T}"),
        of("token with one more character", 401, "X-Auth-Token: ${T}x"),
        of("token missing its last character", 401, "X-Auth-Token: " + chop(granting)),
        of("token with its case changed", 401, "X-Auth-Token: " + mangled),
        of("one character", 401, "X-Auth-Token: a"),
        of("512 characters", 401, "X-Auth-Token: " + "k".repeat(512)),
        of("513 characters", 401, "X-Auth-Token: " + "k".repeat(513)),
        of("only dots", 401, "X-Auth-Token: ..."),
        of("path traversal", 401, "X-Auth-Token: ../../token/${T}"),
        of("percent-encoded token", 401, "X-Auth-Token: %41" + granting),
        of("non-ASCII token", 401, "X-Auth-Token: t\u00f6k\u00e9n"),
        of("regex characters", 401, "X-Auth-Token: .*"),
        of("JSON in the token", 401, "X-Auth-Token: {\"acl\":[\"#\"]}"),
        of("7 KB token", 401, "X-Auth-Token: " + "k".repeat(7 * 1024)),
        of("100 KB token", 431, "X-Auth-Token: " + "k".repeat(100 * 1024)));
  }

  private static String chop(String token) {
    return token.substring(0, token.length() - 1);
  }
}
