package org.aclgen.benchmarks.jwt;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The JWT suite's subjects do the work the report says: every token valid, the cache warm. */
class JwtSubjectsTest {

  @Test
  void everySubjectAcceptsEveryTokenAndTheWarmCacheVerifiesNoSignature() throws Exception {
    try (JwtSubjects subjects = new JwtSubjects()) {
      subjects.warm();
      long verified = subjects.validator.signatureChecks();
      assertThat(verified).isEqualTo(JwtSubjects.TOKENS);

      for (int i = 0; i < JwtSubjects.TOKENS; i += 37) {
        for (JwtSubjects.Subject subject : JwtSubjects.Subject.values()) {
          assertThat(subjects.run(subject, i)).as("%s on token %s", subject, i).isTrue();
        }
      }
      assertThat(subjects.validator.signatureChecks()).isEqualTo(verified);
      assertThat(subjects.validator.validate(subjects.jwts[0]).orElseThrow().acl())
          .isEqualTo(subjects.store.validate(subjects.localTokens[0]).orElseThrow().acl());
    }
  }
}
