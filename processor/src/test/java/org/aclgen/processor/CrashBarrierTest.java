package org.aclgen.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import java.lang.reflect.Proxy;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;
import org.junit.jupiter.api.Test;

/** An unexpected exception becomes one error with its stack trace, never a javac crash. */
class CrashBarrierTest {

  /** Runs the real processor on a round whose elements cannot be read. */
  static final class BrokenRounds extends AbstractProcessor {
    private final AclProcessor processor = new AclProcessor();

    @Override
    public synchronized void init(ProcessingEnvironment environment) {
      super.init(environment);
      processor.init(environment);
    }

    @Override
    public Set<String> getSupportedAnnotationTypes() {
      return Set.of("*");
    }

    @Override
    public SourceVersion getSupportedSourceVersion() {
      return SourceVersion.latestSupported();
    }

    @Override
    public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
      RoundEnvironment broken =
          (RoundEnvironment)
              Proxy.newProxyInstance(
                  getClass().getClassLoader(),
                  new Class<?>[] {RoundEnvironment.class},
                  (proxy, method, args) -> {
                    if (method.getName().equals("processingOver")) {
                      return round.processingOver();
                    }
                    throw new IllegalStateException("simulated failure in " + method.getName());
                  });
      return processor.process(annotations, broken);
    }
  }

  @Test
  void unexpectedExceptionIsOneErrorWithTheStackTrace() {
    Compilation compilation =
        Compiler.javac()
            .withProcessors(new BrokenRounds())
            .compile(JavaFileObjects.forSourceString("test.A", "package test; class A {}"));

    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation)
        .hadErrorContaining(
            "[aclgen.crash] the aclgen processor failed unexpectedly; please report this with the"
                + " stack trace:");
    assertThat(compilation)
        .hadErrorContaining(
            "java.lang.IllegalStateException: simulated failure in getRootElements");
    assertThat(compilation).hadErrorContaining("at org.aclgen.processor.AclProcessor.processRound");
  }
}
