package org.aclgen.quarkus.deployment;

import io.quarkus.test.QuarkusUnitTest;
import java.util.function.Consumer;
import org.jboss.shrinkwrap.api.spec.JavaArchive;

/**
 * Test applications that serve another process's part themselves (a token service, an issuer's
 * keys) outside Quarkus REST's root ({@code /api}), on their only event loop: an event loop that
 * waited for that part would wait for itself.
 */
final class OneEventLoop {

  private OneEventLoop() {}

  /**
   * An application of {@code classes} with one event loop and Quarkus REST at {@code /api}. This
   * class and {@link Requests} go into it too: the test class that uses them runs again inside the
   * application.
   */
  static QuarkusUnitTest application(Consumer<JavaArchive> classes) {
    return new QuarkusUnitTest()
        .withApplicationRoot(
            classes.andThen(jar -> jar.addClasses(OneEventLoop.class, Requests.class)))
        .overrideConfigKey("quarkus.rest.path", "/api")
        .overrideConfigKey("quarkus.vertx.event-loops-pool-size", "1")
        .overrideConfigKey("quarkus.http.io-threads", "1");
  }
}
