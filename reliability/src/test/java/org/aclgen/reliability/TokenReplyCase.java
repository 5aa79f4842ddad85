package org.aclgen.reliability;

import org.aclgen.tokens.testing.FakeTokenService.Answer;

/**
 * One reply of a hostile or broken token service, and what the protected app must answer.
 *
 * @param label what the case tries
 * @param answer what the token service answers
 * @param pathValue the value of {@code GET /echo/{value}/x} that the request asks for
 * @param expectedStatus 200 or 403 for a reply the runtime must accept (the matcher decides), 401
 *     for an expired token, 503 for nonsense
 */
record TokenReplyCase(String label, Answer answer, String pathValue, int expectedStatus) {

  static TokenReplyCase json(String label, String body, int expectedStatus) {
    return new TokenReplyCase(label, Answer.json(200, body), "a", expectedStatus);
  }

  TokenReplyCase at(String value) {
    return new TokenReplyCase(label, answer, value, expectedStatus);
  }
}
