package org.aclgen.sample;

import java.nio.ByteBuffer;
import java.util.ArrayDeque;
import java.util.Queue;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.ToLongFunction;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpHeaderValue;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

/**
 * Reads a request's whole body before the request caps admit the request, without holding a thread
 * while the client sends it: a request waiting for its client never holds a place in the caps, nor
 * a thread.
 *
 * <p>The body is read as it arrives (Jetty calls back when bytes come, no thread waits), kept in
 * memory, and handed to the services as if it were arriving then. How long a client may take is
 * {@link SlowClientGuard}'s to bound. Not read first, and so read by the service as before: a body
 * whose limit (by request) is 0, a body larger than its limit by its {@code Content-Length}
 * (refused unread with 413), a body whose client waits for {@code 100 Continue}, and any body while
 * the bodies read first already hold {@link #MAX_HELD_BYTES} together (a chunked body counts as its
 * limit).
 */
final class BodyFirstHandler extends Handler.Wrapper {

  /** The most bytes of bodies held at once, all requests together. */
  static final long MAX_HELD_BYTES = 64L << 20;

  private final ToLongFunction<Request> limitOf;
  private final AtomicLong held = new AtomicLong();

  /**
   * Reads bodies of at most {@code limitOf} bytes (by request; 0 for a body the service reads
   * itself) before {@code handler}.
   */
  BodyFirstHandler(Handler handler, ToLongFunction<Request> limitOf) {
    super(handler);
    this.limitOf = limitOf;
  }

  /** The bytes of bodies held now. */
  long heldBytes() {
    return held.get();
  }

  @Override
  public boolean handle(Request request, Response response, Callback callback) throws Exception {
    long length = request.getLength();
    boolean chunked = length < 0 && request.getHeaders().contains(HttpHeader.TRANSFER_ENCODING);
    long limit = limitOf.applyAsLong(request);
    if ((length <= 0 && !chunked)
        || limit <= 0
        || length > limit
        || request.getHeaders().contains(HttpHeader.EXPECT, HttpHeaderValue.CONTINUE.asString())) {
      return super.handle(request, response, callback);
    }
    long reserved = chunked ? limit : length;
    if (held.addAndGet(reserved) > MAX_HELD_BYTES) {
      held.addAndGet(-reserved);
      return super.handle(request, response, callback);
    }
    new Collector(request, response, callback, reserved, limit).run();
    return true;
  }

  /** Reads one body as it arrives, then hands the request on. */
  private final class Collector implements Runnable {
    private final Request request;
    private final Response response;
    private final Callback callback;
    private final long limit;
    private final Queue<ByteBuffer> body = new ArrayDeque<>();
    private final AtomicBoolean released = new AtomicBoolean();
    private final long reserved;
    private long bytes;

    Collector(Request request, Response response, Callback callback, long reserved, long limit) {
      this.request = request;
      this.response = response;
      this.callback = callback;
      this.reserved = reserved;
      this.limit = limit;
    }

    @Override
    public void run() {
      while (true) {
        Content.Chunk chunk = request.read();
        if (chunk == null) {
          request.demand(this);
          return;
        }
        if (Content.Chunk.isFailure(chunk)) {
          // The client went away or was cut: no service runs for it.
          release();
          callback.failed(chunk.getFailure());
          return;
        }
        if (chunk.hasRemaining()) {
          ByteBuffer copy = ByteBuffer.allocate(chunk.remaining());
          copy.put(chunk.getByteBuffer()).flip();
          body.add(copy);
          bytes += copy.remaining();
        }
        boolean last = chunk.isLast();
        chunk.release();
        // Past the limit, the service reads the rest itself and refuses the body (413).
        if (last || bytes > limit) {
          handOn(last);
          return;
        }
      }
    }

    private void handOn(boolean complete) {
      Callback releasing =
          new Callback.Nested(callback) {
            @Override
            public void succeeded() {
              release();
              super.succeeded();
            }

            @Override
            public void failed(Throwable failure) {
              release();
              super.failed(failure);
            }
          };
      Replayed replayed = new Replayed(request, body, complete);
      try {
        if (!BodyFirstHandler.super.handle(replayed, response, releasing)) {
          Response.writeError(replayed, response, releasing, 404);
        }
      } catch (Throwable failure) {
        releasing.failed(failure);
      }
    }

    private void release() {
      if (released.compareAndSet(false, true)) {
        held.addAndGet(-reserved);
      }
    }
  }

  /** A request whose body, already read, is served again from memory, then from the client. */
  private static final class Replayed extends Request.Wrapper {
    private final Queue<ByteBuffer> body;
    private final boolean complete;

    Replayed(Request request, Queue<ByteBuffer> body, boolean complete) {
      super(request);
      this.body = body;
      this.complete = complete;
    }

    @Override
    public Content.Chunk read() {
      synchronized (body) {
        ByteBuffer next = body.poll();
        if (next != null) {
          return Content.Chunk.from(next, complete && body.isEmpty());
        }
      }
      return super.read();
    }

    @Override
    public void demand(Runnable demandCallback) {
      boolean ready;
      synchronized (body) {
        ready = !body.isEmpty();
      }
      if (ready) {
        demandCallback.run();
      } else {
        super.demand(demandCallback);
      }
    }
  }
}
