package org.aclgen.tokens;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** The bounds a {@link RemoteTokenValidator} takes, and what closing it stops. */
class RemoteTokenValidatorSettingsTest {

  private static final String URL = "http://127.0.0.1:9/api/auth/0.1";

  @Test
  void theSmallestCacheBoundsAreOne() {
    assertThat(RemoteTokenValidator.builder(URL).maxCacheEntries(1).maxCachedAcls(1).build())
        .isNotNull();
    assertThatThrownBy(() -> RemoteTokenValidator.builder(URL).maxCacheEntries(0))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("maxCacheEntries must be positive, got 0");
    assertThatThrownBy(() -> RemoteTokenValidator.builder(URL).maxCachedAcls(0))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("maxCachedAcls must be positive, got 0");
  }

  @Test
  void closingTheValidatorClosesItsFeedSubscription() {
    AtomicInteger closed = new AtomicInteger();
    RemoteTokenValidator validator =
        RemoteTokenValidator.builder(URL)
            .revocationFeed(
                listener -> {
                  listener.connected();
                  return closed::incrementAndGet;
                })
            .build();
    assertThat(closed).hasValue(0);

    validator.close();

    assertThat(closed).hasValue(1);
  }

  @Test
  void namesItsTokenService() {
    assertThat(RemoteTokenValidator.builder(URL).build().toString())
        .startsWith("RemoteTokenValidator[")
        .contains("127.0.0.1:9/api/auth/0.1");
  }
}
