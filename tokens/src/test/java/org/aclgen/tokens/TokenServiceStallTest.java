package org.aclgen.tokens;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.time.Duration;
import org.aclgen.testsupport.StallingServer;
import org.junit.jupiter.api.Test;

/**
 * A token service that sends its headers and part of a body, then nothing, is answered 503 within
 * the request timeout: the deadline covers the whole reply, body included.
 */
class TokenServiceStallTest {

  @Test
  void aReplyThatStallsAfterItsHeadersIsUnavailableWithinTheTimeout() {
    try (StallingServer service = StallingServer.afterHeaders("{\"token\":{\"uuid\":")) {
      RemoteTokenValidator validator =
          RemoteTokenValidator.builder(service.http("/api/auth/0.1").toString())
              .requestTimeout(Duration.ofMillis(800))
              .build();

      assertTimeoutPreemptively(
          Duration.ofSeconds(4),
          () ->
              assertThatThrownBy(() -> validator.validate("a-token-of-the-service"))
                  .isInstanceOf(TokenServiceUnavailableException.class)
                  .hasMessageContaining("did not answer within PT0.8S"));
      assertThat(service.requests()).isEqualTo(1);
    }
  }
}
