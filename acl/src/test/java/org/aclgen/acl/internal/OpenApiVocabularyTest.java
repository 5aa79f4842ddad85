package org.aclgen.acl.internal;

import static org.assertj.core.api.Assertions.assertThat;

import org.aclgen.acl.registry.AclSource;
import org.junit.jupiter.api.Test;

/**
 * The lines and values that the processor's description and the merge into a server's document both
 * write: a client reads the same text from either.
 */
class OpenApiVocabularyTest {

  @Test
  void anOperationThatNeedsATokenNamesItsAcl() {
    assertThat(OpenApiVocabulary.requiredAclLine("confd.users.{user_id}.read"))
        .isEqualTo("**Required ACL:** `confd.users.{user_id}.read`");
  }

  @Test
  void aPublicOperationGivesItsReasonWhenItHasOne() {
    assertThat(OpenApiVocabulary.publicLine("the login page"))
        .isEqualTo("**Public:** no token needed: the login page");
    assertThat(OpenApiVocabulary.publicLine(null)).isEqualTo("**Public:** no token needed.");
    assertThat(OpenApiVocabulary.publicLine(" ")).isEqualTo("**Public:** no token needed.");
  }

  @Test
  void theSourceIsItsNameInLowerCase() {
    assertThat(OpenApiVocabulary.source(AclSource.EXPLICIT)).isEqualTo("explicit");
    assertThat(OpenApiVocabulary.source(AclSource.DERIVED)).isEqualTo("derived");
    assertThat(OpenApiVocabulary.source(AclSource.DEFAULT)).isEqualTo("default");
  }
}
