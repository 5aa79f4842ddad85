package org.aclgen.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import java.lang.reflect.Method;
import java.time.Clock;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Function;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import org.aclgen.testsupport.LogCapture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** What guards a resource method that no registry lists, at start and after it. */
class UnlistedMethodsTest {

  /** A sub-resource class no processor reached. */
  public static class Hidden {
    @GET
    public String read() {
      return "hidden";
    }
  }

  /** A root resource. */
  @Path("/root")
  public static class Root {
    public String helper() {
      return "not annotated, but its class is a resource";
    }
  }

  /** A handler of a resource built in code, like a Jersey {@code Inflector}. */
  public static class Inflector implements Function<String, String> {
    @Override
    public String apply(String request) {
      return request;
    }
  }

  /** An interface whose method JAX-RS annotates, without a {@code @Path} of its own. */
  public interface Annotated {
    @GET
    String read();

    @GET
    String read(String id);
  }

  /** Implements the annotated method, which JAX-RS serves with the interface's annotation. */
  public static class Implementing implements Annotated {
    @Override
    public String read() {
      return "implemented";
    }

    @Override
    public String read(String id) {
      return id;
    }

    /** Same name, other parameters: nothing annotates it. */
    public String read(int id) {
      return String.valueOf(id);
    }
  }

  /** A handler of a resource built in code that carries annotations JAX-RS does not know. */
  public static class AnnotatedHandler {
    @Deprecated
    public String handle() {
      return "handled";
    }

    @Path("sub")
    public Hidden locate() {
      return new Hidden();
    }
  }

  private final AtomicBoolean started = new AtomicBoolean();
  private LogCapture log;

  @BeforeEach
  void captureLog() {
    log = LogCapture.of(UnlistedMethodFilters.class);
  }

  @AfterEach
  void releaseLog() {
    log.close();
  }

  private UnlistedMethodFilters failing() {
    return new UnlistedMethodFilters(
        UnmappedMethods.FAIL, null, new ErrorReplies(Clock.systemUTC(), "confd"), null, started);
  }

  private static Method read() throws NoSuchMethodException {
    return Hidden.class.getMethod("read");
  }

  @Test
  void atStartAnUnlistedMethodStopsTheStartNamingEveryFix() throws Exception {
    assertThatThrownBy(() -> failing().filterFor(Hidden.class, read(), "Hidden#read()", t -> null))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("Hidden#read()")
        .hasMessageContaining("@PublicResource")
        .hasMessageContaining("UnmappedMethods.DEFAULT_ACL")
        .hasMessageContaining(".requireAcl(\"GET\", \"/path\"");
  }

  @Test
  void afterStartItIsRefusedAndLoggedOncePerMethodWithTheFix() throws Exception {
    started.set(true);
    UnlistedMethodFilters unlisted = failing();
    for (int i = 0; i < 3; i++) {
      assertThat(unlisted.filterFor(Hidden.class, read(), "Hidden#read()", t -> null))
          .isInstanceOf(RefusingFilter.class);
    }
    List<LogRecord> logged = log.records();
    assertThat(logged).hasSize(1);
    assertThat(logged.get(0).getLevel()).isEqualTo(Level.WARNING);
    assertThat(logged.get(0).getMessage())
        .startsWith("[aclgen.unlisted-method] refusing every request to Hidden#read(),")
        .contains("explicit @RequiredAcl");
  }

  @Test
  void onlyMethodsWithoutAnyJaxRsAnnotationAreProgrammatic() throws Exception {
    assertThat(
            UnlistedMethodFilters.isProgrammatic(
                Inflector.class, Inflector.class.getMethod("apply", String.class)))
        .isTrue();
    assertThat(UnlistedMethodFilters.isProgrammatic(Hidden.class, read())).isFalse();
    assertThat(UnlistedMethodFilters.isProgrammatic(Root.class, Root.class.getMethod("helper")))
        .isFalse();
  }

  @Test
  void aMethodAnnotatedOnItsInterfaceIsNoHandlerButAnOverloadIs() throws Exception {
    assertThat(
            UnlistedMethodFilters.isProgrammatic(
                Implementing.class, Implementing.class.getMethod("read")))
        .isFalse();
    assertThat(
            UnlistedMethodFilters.isProgrammatic(
                Implementing.class, Implementing.class.getMethod("read", String.class)))
        .isFalse();
    assertThat(
            UnlistedMethodFilters.isProgrammatic(
                Implementing.class, Implementing.class.getMethod("read", int.class)))
        .isTrue();
  }

  @Test
  void otherAnnotationsLeaveAHandlerProgrammaticAndAPathMakesALocator() throws Exception {
    assertThat(
            UnlistedMethodFilters.isProgrammatic(
                AnnotatedHandler.class, AnnotatedHandler.class.getMethod("handle")))
        .isTrue();
    assertThat(
            UnlistedMethodFilters.isProgrammatic(
                AnnotatedHandler.class, AnnotatedHandler.class.getMethod("locate")))
        .isFalse();
  }
}
