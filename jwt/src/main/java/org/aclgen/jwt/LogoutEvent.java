package org.aclgen.jwt;

/**
 * A logout that the provider announced: every token of the session {@code sessionId} ended, or,
 * when the provider named no session, every token of {@code subject} issued until now.
 *
 * @param sessionId the {@code sid} of the logout token, or null
 * @param subject the {@code sub} of the logout token, or null (never both null)
 */
public record LogoutEvent(String sessionId, String subject) {

  public LogoutEvent {
    if (sessionId == null && subject == null) {
      throw new IllegalArgumentException("a logout names a session (sid), a subject (sub) or both");
    }
  }
}
