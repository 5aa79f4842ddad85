package org.aclgen.stacks.resteasy;

import com.example.confd.app.ConfdApplication;
import io.undertow.Undertow;
import java.net.URI;
import org.aclgen.stacks.ContextPrincipalMatrix;
import org.aclgen.stacks.StackMatrix;
import org.aclgen.stacks.StackTokens;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/**
 * The {@code Application} of docs/stacks/jersey-resteasy.md, exactly as written (the docs test
 * checks the two agree), deployed by class on RESTEasy with Undertow: every resource is found, and
 * every one protected.
 */
class ReadmeApplicationOnResteasyTest extends StackMatrix implements ContextPrincipalMatrix {

  private static UndertowServer server;

  @BeforeAll
  static void deploy() {
    System.setProperty("confd.token-service", StackTokens.start());
    server = new UndertowServer();
    server.start(Undertow.builder().addHttpListener(0, "127.0.0.1"));
    server.deploy(ConfdApplication.class);
  }

  @AfterAll
  static void stop() {
    server.stop();
    System.clearProperty("confd.token-service");
  }

  @Override
  public URI base() {
    return URI.create("http://127.0.0.1:" + server.port() + "/");
  }
}
