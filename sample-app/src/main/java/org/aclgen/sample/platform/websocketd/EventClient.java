package org.aclgen.sample.platform.websocketd;

import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/**
 * A minimal command-line client of the event service: connects with protocol version 2, subscribes,
 * starts, and prints every frame it receives, one JSON document per line.
 *
 * <pre>
 * java -cp sample-app/target/aclgen-sample-app.jar org.aclgen.sample.platform.websocketd.EventClient \
 *     ws://127.0.0.1:9497/api/websocketd/ "$TOKEN" call_held call_resumed
 * </pre>
 *
 * <p>Without event names it subscribes to every event ({@code *}). The token travels in the {@code
 * X-Auth-Token} header. It runs until the server closes the connection, then prints the close code
 * and reason on standard error and exits with 0 for a normal close and 1 otherwise.
 */
public final class EventClient {

  private static final String USAGE =
      "usage: EventClient ws://HOST:PORT/api/websocketd/ TOKEN [EVENT_NAME...]";

  private EventClient() {}

  /** Runs the client; see the class documentation for the arguments. */
  public static void main(String[] args) throws Exception {
    if (args.length < 2) {
      System.err.println(USAGE);
      System.exit(2);
    }
    URI uri = URI.create(args[0] + (args[0].contains("?") ? "&" : "?") + "version=2");
    List<String> names =
        args.length > 2 ? Arrays.asList(args).subList(2, args.length) : List.of("*");
    CompletableFuture<Integer> closed = new CompletableFuture<>();
    WebSocket socket =
        HttpClient.newHttpClient()
            .newWebSocketBuilder()
            .header("X-Auth-Token", args[1])
            .buildAsync(uri, new Printer(System.out, System.err, closed))
            .join();
    for (String name : names) {
      socket.sendText("{\"op\":\"subscribe\",\"data\":{\"event_name\":\"" + name + "\"}}", true);
    }
    socket.sendText("{\"op\":\"start\"}", true).join();
    int code = closed.join();
    System.exit(code == WebSocket.NORMAL_CLOSURE ? 0 : 1);
  }

  /** Prints frames as they come and completes {@code closed} with the close code. */
  private static final class Printer implements WebSocket.Listener {
    private final PrintStream out;
    private final PrintStream err;
    private final CompletableFuture<Integer> closed;
    private final StringBuilder partial = new StringBuilder();

    Printer(PrintStream out, PrintStream err, CompletableFuture<Integer> closed) {
      this.out = out;
      this.err = err;
      this.closed = closed;
    }

    @Override
    public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
      partial.append(data);
      if (last) {
        out.println(partial);
        out.flush();
        partial.setLength(0);
      }
      webSocket.request(1);
      return null;
    }

    @Override
    public CompletionStage<?> onClose(WebSocket webSocket, int statusCode, String reason) {
      err.println("closed: " + statusCode + " " + reason);
      closed.complete(statusCode);
      return null;
    }

    @Override
    public void onError(WebSocket webSocket, Throwable error) {
      err.println("error: " + error);
      closed.complete(-1);
    }
  }
}
