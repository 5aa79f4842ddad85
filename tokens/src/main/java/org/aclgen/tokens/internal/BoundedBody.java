package org.aclgen.tokens.internal;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.http.HttpResponse;
import java.nio.ByteBuffer;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Flow;

/**
 * A response body handler that collects at most a fixed number of bytes and fails beyond it, so a
 * token service cannot make the runtime buffer an unbounded reply.
 */
public final class BoundedBody implements HttpResponse.BodySubscriber<byte[]> {

  /** A reply larger than the limit. */
  public static final class TooLargeException extends IOException {
    private static final long serialVersionUID = 1L;

    TooLargeException(int limit) {
      super("the reply is larger than " + limit + " bytes");
    }
  }

  private final int limit;
  private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
  private final CompletableFuture<byte[]> result = new CompletableFuture<>();
  private Flow.Subscription subscription;

  private BoundedBody(int limit) {
    this.limit = limit;
  }

  /** A handler whose bodies fail with {@link TooLargeException} beyond {@code limit} bytes. */
  public static HttpResponse.BodyHandler<byte[]> handler(int limit) {
    return info -> new BoundedBody(limit);
  }

  @Override
  public CompletionStage<byte[]> getBody() {
    return result;
  }

  @Override
  public void onSubscribe(Flow.Subscription subscription) {
    this.subscription = subscription;
    subscription.request(Long.MAX_VALUE);
  }

  @Override
  public void onNext(List<ByteBuffer> buffers) {
    if (result.isDone()) {
      return;
    }
    for (ByteBuffer buffer : buffers) {
      if (bytes.size() + buffer.remaining() > limit) {
        subscription.cancel();
        result.completeExceptionally(new TooLargeException(limit));
        return;
      }
      byte[] chunk = new byte[buffer.remaining()];
      buffer.get(chunk);
      bytes.write(chunk, 0, chunk.length);
    }
  }

  @Override
  public void onError(Throwable throwable) {
    result.completeExceptionally(throwable);
  }

  @Override
  public void onComplete() {
    result.complete(bytes.toByteArray());
  }
}
