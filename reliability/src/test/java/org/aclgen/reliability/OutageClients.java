package org.aclgen.reliability;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

/**
 * Clients that keep calling service instances with a list of tokens until closed, each request on
 * the next instance with the next token, and record every answer with the instant it was sent.
 */
final class OutageClients implements AutoCloseable {

  /** What one request got: the token's index, when it was sent, its status (-1: no answer). */
  record Answer(int token, long sentNanos, int status) {}

  static final String CALLS = "/api/calld/1.0/users/me/calls";
  private static final Duration REQUEST_TIMEOUT = Duration.ofSeconds(10);

  private final HttpClient http = HttpClient.newHttpClient();
  private final List<URI> instances;
  private final List<String> tokens;
  private final ConcurrentLinkedQueue<Answer> answers = new ConcurrentLinkedQueue<>();
  private final ExecutorService threads;
  private volatile int tokensInUse;
  private volatile boolean running = true;

  private OutageClients(List<URI> instances, List<String> tokens, int threadCount) {
    this.instances = List.copyOf(instances);
    this.tokens = List.copyOf(tokens);
    this.tokensInUse = tokens.size();
    this.threads = Executors.newFixedThreadPool(threadCount);
    for (int t = 0; t < threadCount; t++) {
      int offset = t;
      threads.execute(() -> loop(offset));
    }
  }

  /** Starts {@code threadCount} clients calling {@code instances} with {@code tokens}. */
  static OutageClients start(List<URI> instances, List<String> tokens, int threadCount) {
    return new OutageClients(instances, tokens, threadCount);
  }

  /** From now on, only the first {@code count} tokens are used. */
  void useOnlyFirst(int count) {
    tokensInUse = count;
  }

  /** How many answers were recorded so far. */
  int count() {
    return answers.size();
  }

  /** The answers recorded so far. */
  List<Answer> answers() {
    return new ArrayList<>(answers);
  }

  /** {@code GET} of the calls list on {@code base} with {@code token}: its status, -1 if none. */
  static int get(HttpClient http, URI base, String token) {
    return send(http, HttpRequest.newBuilder(base.resolve(CALLS)).GET(), token);
  }

  /** Revokes {@code token} on the token service at {@code base}: the status of the DELETE. */
  static int revoke(HttpClient http, URI base, String token) {
    URI uri = base.resolve("/api/auth/0.1/token/" + token);
    return send(http, HttpRequest.newBuilder(uri).DELETE(), null);
  }

  private static int send(HttpClient http, HttpRequest.Builder request, String token) {
    request.timeout(REQUEST_TIMEOUT);
    if (token != null) {
      request.header("X-Auth-Token", token);
    }
    try {
      return http.send(request.build(), HttpResponse.BodyHandlers.discarding()).statusCode();
    } catch (IOException e) {
      return -1;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return -1;
    }
  }

  private void loop(int offset) {
    for (long i = offset; running && !Thread.currentThread().isInterrupted(); i++) {
      int token = (int) (i % tokensInUse);
      URI instance = instances.get((int) ((i / tokens.size()) % instances.size()));
      long sent = System.nanoTime();
      answers.add(new Answer(token, sent, get(http, instance, tokens.get(token))));
    }
  }

  @Override
  public void close() throws InterruptedException {
    running = false;
    threads.shutdown();
    if (!threads.awaitTermination(REQUEST_TIMEOUT.toSeconds() * 2, TimeUnit.SECONDS)) {
      threads.shutdownNow();
    }
  }
}
