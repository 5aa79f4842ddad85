package org.aclgen.runtime.matrix;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.core.Application;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.aclgen.annotations.RequiredAcl;
import org.aclgen.runtime.AclFeature;
import org.aclgen.testing.LocalTokenStore;
import org.aclgen.testsupport.MutableClock;
import org.aclgen.tokens.testing.Http;
import org.junit.jupiter.api.Test;

/**
 * An application that forgot to register {@link AclFeature}, on one JAX-RS implementation per
 * subclass: it does not start, and the failure names aclgen and the fix. The runtime jar on the
 * class path is all it takes; the application registers nothing of aclgen.
 */
public abstract class FeatureForgottenMatrix {

  /** A resource that no registry lists: an application of it alone owes aclgen nothing. */
  @Path("/unlisted")
  public static class Unlisted {
    @GET
    public String get() {
      return "served";
    }
  }

  /**
   * A resource that asks for an ACL, compiled without the processor: no registry lists it, as in an
   * application that forgot the processor as well as the feature.
   */
  @Path("/annotated")
  public static class Annotated {
    @GET
    @RequiredAcl("confd.annotated.read")
    public String get() {
      return "served";
    }
  }

  /** The same, its ACL derived from the class's annotation. */
  @Path("/derived")
  @RequiredAcl
  public static class AnnotatedClass {
    @GET
    public String get() {
      return "served";
    }
  }

  /** Starts the implementation under test. */
  protected abstract JaxRsServer.Factory implementation();

  @Test
  void anApplicationListingItsResourcesInGetClassesWithoutTheFeatureDoesNotStart() {
    assertRefused(application(Set.of(MatrixResources.Ping.class, MatrixResources.Misc.class)));
  }

  @Test
  void anApplicationWhoseResourcesAreSingletonsWithoutTheFeatureDoesNotStart() {
    assertRefused(
        new Application() {
          @Override
          @SuppressWarnings("deprecation") // the portable way to hand over instances
          public Set<Object> getSingletons() {
            return Set.of(new MatrixResources.Users(), new MatrixResources.Misc());
          }
        });
  }

  @Test
  void theSameApplicationWithTheFeatureStartsAndEnforces() throws Exception {
    AclFeature feature = new AclFeature(new LocalTokenStore(MutableClock.atFixedStart()));
    try (JaxRsServer server = implementation().start(new MatrixApplication(feature))) {
      assertThat(Http.get(server.baseUrl() + "/misc").status()).isEqualTo(401);
    }
  }

  @Test
  void anApplicationThatForgotTheProcessorTooDoesNotStart() {
    for (Class<?> resource : List.of(Annotated.class, AnnotatedClass.class)) {
      assertThat(refusal(implementation(), application(Set.of(resource))))
          .as("%s", resource.getSimpleName())
          .anySatisfy(
              message ->
                  assertThat(message)
                      .startsWith("[aclgen.feature-missing]")
                      .contains(resource.getName() + "#get()")
                      .contains("carries @RequiredAcl while no aclgen registry lists it")
                      .contains("annotation processor path"));
    }
  }

  @Test
  void anApplicationOfResourcesNoRegistryListsStartsWithoutTheFeature() throws Exception {
    try (JaxRsServer server = implementation().start(application(Set.of(Unlisted.class)))) {
      Http.Reply reply = Http.get(server.baseUrl() + "/unlisted");
      assertThat(reply.status()).isEqualTo(200);
      assertThat(reply.body()).isEqualTo("served");
    }
  }

  @Test
  void anApplicationOfPublicOperationsOnlyStartsWithoutTheFeature() throws Exception {
    try (JaxRsServer server =
        implementation().start(application(Set.of(MatrixResources.Ping.class)))) {
      assertThat(Http.get(server.baseUrl() + "/public/ping").status()).isEqualTo(200);
    }
  }

  /** Starts {@code application}, expecting the start to fail with aclgen's message. */
  protected void assertRefused(Application application) {
    assertThat(refusal(implementation(), application))
        .anySatisfy(
            message ->
                assertThat(message)
                    .startsWith("[aclgen.feature-missing]")
                    .contains("AclFeature")
                    .doesNotContain(MatrixResources.Ping.class.getName())
                    .contains("docs/stacks.md"));
  }

  /**
   * Starts {@code application} on {@code implementation}, expecting the start to fail; the messages
   * of the failure, its causes and what they suppressed.
   */
  static List<String> refusal(JaxRsServer.Factory implementation, Application application) {
    Throwable thrown =
        catchThrowable(
            () -> {
              try (JaxRsServer server = implementation.start(application)) {
                // Reached only if the start was not refused: say what the application served.
                throw new AssertionError(
                    "started; GET /misc answered " + Http.get(server.baseUrl() + "/misc").status());
              }
            });
    assertThat(thrown).isNotNull().isNotInstanceOf(AssertionError.class);
    return messages(thrown);
  }

  protected static Application application(Set<Class<?>> classes) {
    return new Application() {
      @Override
      public Set<Class<?>> getClasses() {
        return classes;
      }
    };
  }

  private static List<String> messages(Throwable thrown) {
    List<String> messages = new ArrayList<>();
    for (Throwable t = thrown; t != null; t = t.getCause()) {
      messages.add(String.valueOf(t.getMessage()));
      for (Throwable suppressed : t.getSuppressed()) {
        messages.add(String.valueOf(suppressed.getMessage()));
      }
    }
    return messages;
  }
}
