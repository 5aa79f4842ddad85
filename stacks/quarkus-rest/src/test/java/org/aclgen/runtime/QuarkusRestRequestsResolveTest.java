package org.aclgen.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import org.jboss.resteasy.reactive.server.core.ResteasyReactiveRequestContext;
import org.jboss.resteasy.reactive.server.jaxrs.HttpHeadersImpl;
import org.junit.jupiter.api.Test;

/**
 * What the runtime reads of Quarkus REST's request and of Vert.x's routing context resolves against
 * the versions of this stack (in the runtime's package, to ask it): when an upgrade changes those
 * internals, this fails, instead of aclgen quietly reading the copied headers and request
 * properties. What the private field means (the headers' copy a filter may have edited exists) is
 * checked by {@code HeaderRewritingTest}: a filter that puts or removes the token header before
 * aclgen reads it.
 */
class QuarkusRestRequestsResolveTest {

  @Test
  void quarkusRestIsRecognized() {
    assertThat(StackChecks.quarkusRest()).isTrue();
  }

  @Test
  void everyHandleResolves() {
    assertThat(QuarkusRestRequests.resolved()).isTrue();
  }

  /**
   * The private field the runtime reads, by its name and type: an upgrade that renames, retypes or
   * moves it fails here, naming it.
   */
  @Test
  void theHeadersCopyIsTheFieldTheRuntimeReads() throws NoSuchFieldException {
    Field copy = ResteasyReactiveRequestContext.class.getDeclaredField("httpHeaders");
    assertThat(copy.getType()).isEqualTo(HttpHeadersImpl.class);
    assertThat(Modifier.isStatic(copy.getModifiers())).isFalse();
  }
}
