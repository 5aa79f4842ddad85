package org.aclgen.testsupport;

import java.net.http.WebSocket;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;

/** What a {@link WsClient} received: its text frames in order, and how the connection closed. */
final class WsFrames implements WebSocket.Listener {

  // Queued when the connection ends, so that a read fails at once instead of waiting in vain; a
  // NUL is never in a JSON text frame.
  private static final String END = "\u0000end";

  private final BlockingQueue<String> frames = new LinkedBlockingQueue<>();
  private final AtomicInteger count = new AtomicInteger();
  private final CompletableFuture<WsClient.Closed> closed = new CompletableFuture<>();
  private final StringBuilder partial = new StringBuilder();

  @Override
  public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
    partial.append(data);
    if (last) {
      frames.add(partial.toString());
      count.incrementAndGet();
      partial.setLength(0);
    }
    webSocket.request(1);
    return null;
  }

  @Override
  public CompletionStage<?> onClose(WebSocket webSocket, int statusCode, String reason) {
    closed.complete(new WsClient.Closed(statusCode, reason, System.nanoTime()));
    frames.add(END);
    return null;
  }

  @Override
  public void onError(WebSocket webSocket, Throwable error) {
    closed.completeExceptionally(error);
    frames.add(END);
  }

  /**
   * The next frame if one arrives within {@code wait}; fails at once when the connection has ended
   * and every frame was read.
   */
  Optional<String> poll(Duration wait) {
    try {
      String frame = frames.poll(Math.max(0, wait.toNanos()), TimeUnit.NANOSECONDS);
      if (END.equals(frame)) {
        frames.add(END);
        throw new AssertionError("the connection ended: " + describeEnd());
      }
      return Optional.ofNullable(frame);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError(e);
    }
  }

  int count() {
    return count.get();
  }

  List<String> unread() {
    List<String> left = new ArrayList<>();
    frames.drainTo(left);
    if (left.remove(END)) {
      frames.add(END);
    }
    return left;
  }

  Optional<WsClient.Closed> awaitClosed(Duration limit) {
    try {
      return Optional.of(closed.get(Math.max(0, limit.toMillis()), TimeUnit.MILLISECONDS));
    } catch (TimeoutException e) {
      return Optional.empty();
    } catch (ExecutionException e) {
      throw new AssertionError("the connection failed instead of closing", e.getCause());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError(e);
    }
  }

  boolean ended() {
    return closed.isDone();
  }

  Optional<Throwable> failure() {
    return closed.isCompletedExceptionally()
        ? Optional.of(closed.handle((close, error) -> error).join())
        : Optional.empty();
  }

  Optional<WsClient.Closed> closed() {
    return awaitClosed(Duration.ZERO);
  }

  /** How the connection ended, or that it is still open, for failure messages. */
  String describeEnd() {
    if (!closed.isDone()) {
      return "still open";
    }
    return closed
        .handle((close, error) -> close != null ? close.toString() : error.toString())
        .join();
  }
}
