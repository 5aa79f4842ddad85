package org.aclgen.tokens.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

/**
 * A token service's reply is read up to a limit and no further: a reply of exactly the limit is
 * whole, one byte more fails and stops the download.
 */
class BoundedBodyTest {

  private static final int LIMIT = 8;

  private final AtomicBoolean cancelled = new AtomicBoolean();
  private final HttpResponse.BodySubscriber<byte[]> body = BoundedBody.handler(LIMIT).apply(null);

  BoundedBodyTest() {
    body.onSubscribe(
        new Flow.Subscription() {
          @Override
          public void request(long n) {}

          @Override
          public void cancel() {
            cancelled.set(true);
          }
        });
  }

  private static ByteBuffer bytes(String text) {
    return ByteBuffer.wrap(text.getBytes(StandardCharsets.US_ASCII));
  }

  @Test
  void aReplyOfExactlyTheLimitIsReadWhole() throws Exception {
    body.onNext(List.of(bytes("abc"), bytes("de")));
    body.onNext(List.of(bytes("fgh")));
    body.onComplete();

    assertThat(new String(body.getBody().toCompletableFuture().get(), StandardCharsets.US_ASCII))
        .isEqualTo("abcdefgh");
    assertThat(cancelled).isFalse();
  }

  @Test
  void oneByteMoreFailsNamingTheLimitAndStopsTheDownload() {
    body.onNext(List.of(bytes("abcde")));
    body.onNext(List.of(bytes("fghi"), bytes("j")));
    body.onNext(List.of(bytes("k")));
    body.onComplete();

    CompletableFuture<byte[]> result = body.getBody().toCompletableFuture();
    assertThat(result)
        .failsWithin(java.time.Duration.ZERO)
        .withThrowableOfType(ExecutionException.class)
        .havingCause()
        .isInstanceOf(BoundedBody.TooLargeException.class)
        .withMessage("the reply is larger than 8 bytes");
    assertThat(cancelled).isTrue();
  }
}
