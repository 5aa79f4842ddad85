package org.aclgen.quarkus;

import static org.assertj.core.api.Assertions.assertThat;

import io.vertx.core.Vertx;
import jakarta.ws.rs.container.ContainerRequestContext;
import java.lang.reflect.Proxy;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.jboss.resteasy.reactive.server.spi.ResteasyReactiveContainerRequestContext;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

/**
 * The suspension that the filter before matching hands a validation to on Quarkus REST: it suspends
 * only a Quarkus REST request on an event loop, runs the work on a worker thread, and resumes the
 * request with the work's failure if it fails. {@code SlowTokenServiceInFilterTest} shows it in a
 * served application.
 */
class QuarkusRestSuspensionTest {

  private static final Vertx VERTX = Vertx.vertx();

  @AfterAll
  static void close() throws Exception {
    VERTX.close().toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
  }

  /** A Quarkus REST request context that records the calls it gets, with the calling thread's. */
  private static ResteasyReactiveContainerRequestContext recording(List<String> calls) {
    return (ResteasyReactiveContainerRequestContext)
        Proxy.newProxyInstance(
            QuarkusRestSuspensionTest.class.getClassLoader(),
            new Class<?>[] {ResteasyReactiveContainerRequestContext.class},
            (proxy, called, args) -> {
              String name = called.getName();
              calls.add(
                  args == null ? name : name + "(" + ((Throwable) args[0]).getMessage() + ")");
              return null;
            });
  }

  /** Calls the suspension on an event loop and answers what it returned. */
  private static boolean onAnEventLoop(ContainerRequestContext request, Runnable work)
      throws Exception {
    CompletableFuture<Boolean> answered = new CompletableFuture<>();
    VERTX
        .getOrCreateContext()
        .runOnContext(
            ignored -> answered.complete(new QuarkusRestSuspension().runSuspended(request, work)));
    return answered.get(10, TimeUnit.SECONDS);
  }

  @Test
  void offAnEventLoopItLeavesTheWorkToItsCaller() {
    List<String> calls = new CopyOnWriteArrayList<>();
    List<String> worked = new CopyOnWriteArrayList<>();

    boolean suspended =
        new QuarkusRestSuspension().runSuspended(recording(calls), () -> worked.add("work"));

    assertThat(suspended).isFalse();
    assertThat(calls).isEmpty();
    assertThat(worked).isEmpty();
  }

  @Test
  void anotherStacksRequestIsLeftToItsCaller() throws Exception {
    ContainerRequestContext plain =
        (ContainerRequestContext)
            Proxy.newProxyInstance(
                getClass().getClassLoader(),
                new Class<?>[] {ContainerRequestContext.class},
                (proxy, called, args) -> {
                  throw new AssertionError("not to be called: " + called.getName());
                });
    List<String> worked = new CopyOnWriteArrayList<>();

    assertThat(onAnEventLoop(plain, () -> worked.add("work"))).isFalse();
    assertThat(worked).isEmpty();
  }

  @Test
  void onAnEventLoopTheRequestWaitsForTheWorkOnAWorker() throws Exception {
    List<String> calls = new CopyOnWriteArrayList<>();
    CompletableFuture<String> workedOn = new CompletableFuture<>();

    boolean suspended =
        onAnEventLoop(recording(calls), () -> workedOn.complete(Thread.currentThread().getName()));

    assertThat(suspended).isTrue();
    assertThat(workedOn.get(10, TimeUnit.SECONDS)).contains("worker");
    awaitCalls(calls, 2);
    assertThat(calls).containsExactly("suspend", "resume");
  }

  @Test
  void aFailureOfTheWorkResumesTheRequestWithIt() throws Exception {
    List<String> calls = new CopyOnWriteArrayList<>();

    boolean suspended =
        onAnEventLoop(
            recording(calls),
            () -> {
              throw new IllegalStateException("the work failed");
            });

    assertThat(suspended).isTrue();
    awaitCalls(calls, 2);
    assertThat(calls).containsExactly("suspend", "resume(the work failed)");
  }

  private static void awaitCalls(List<String> calls, int count) throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
    while (calls.size() < count && System.nanoTime() < deadline) {
      Thread.sleep(10);
    }
  }
}
