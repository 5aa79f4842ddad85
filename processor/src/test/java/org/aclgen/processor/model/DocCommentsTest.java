package org.aclgen.processor.model;

import static com.google.testing.compile.Compiler.javac;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.ElementFilter;
import javax.tools.JavaFileObject;
import org.aclgen.testsupport.GeneratingProcessor;
import org.junit.jupiter.api.Test;

class DocCommentsTest {
  private static final JavaFileObject SOURCE =
      JavaFileObjects.forSourceLines(
          "com.example.Users",
          "package com.example;",
          "/** The users. */",
          "public class Users {",
          "  /** Gets a user.",
          "   * @param id the id */",
          "  public String get(long id) { return null; }",
          "  public String get(String name) { return null; }",
          "  /** Lists the users. */",
          "  public java.util.List<String> list() { return null; }",
          "  // not Javadoc",
          "  public void delete() {}",
          "  /** Nested. */",
          "  public static class Lines {",
          "    /** Gets a line. */",
          "    public String line() { return null; }",
          "    public Lines() {}",
          "  }",
          "}");

  @Test
  void everyMethodGetsWhatElementsGiveInEveryRound() {
    Comparing comparing = new Comparing(false);
    Compilation compilation =
        javac()
            .withProcessors(
                comparing,
                new GeneratingProcessor(
                    java.util.Map.of("com.example.Later", "package com.example; class Later {}")))
            .compile(SOURCE);

    assertThat(compilation.status()).isEqualTo(Compilation.Status.SUCCESS);
    assertThat(comparing.rounds)
        .as("a second round, whose elements javac builds anew")
        .isEqualTo(2);
    assertThat(comparing.checked).as("methods compared over both rounds").isEqualTo(2 * 6);
    assertThat(comparing.mismatches).isEmpty();
    assertThat(comparing.seen).contains("get: Gets a user.\n @param id the id ", "delete: null");
  }

  @Test
  void anEnvironmentThatIsNotJavacsOwnStillGetsTheComments() {
    Comparing comparing = new Comparing(true);
    Compilation compilation = javac().withProcessors(comparing).compile(SOURCE);

    assertThat(compilation.status()).isEqualTo(Compilation.Status.SUCCESS);
    assertThat(comparing.checked).isEqualTo(6);
    assertThat(comparing.mismatches).isEmpty();
    assertThat(comparing.seen).contains("list: Lists the users. ");
  }

  /** Compares, in each round, DocComments with Elements for every method of the root classes. */
  private static final class Comparing extends AbstractProcessor {
    private final boolean wrapped;
    private DocComments docComments;
    int rounds;
    int checked;
    final List<String> mismatches = new ArrayList<>();
    final List<String> seen = new ArrayList<>();

    Comparing(boolean wrapped) {
      this.wrapped = wrapped;
    }

    @Override
    public synchronized void init(ProcessingEnvironment environment) {
      super.init(environment);
      // A build tool's wrapper is a different class: javac's Trees cannot be had from it.
      docComments = DocComments.of(wrapped ? wrap(environment) : environment);
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
      if (round.processingOver()) {
        return false;
      }
      rounds++;
      TypeElement users = processingEnv.getElementUtils().getTypeElement("com.example.Users");
      List<ExecutableElement> methods = new ArrayList<>();
      for (TypeElement type :
          List.of(users, ElementFilter.typesIn(users.getEnclosedElements()).get(0))) {
        for (Element member : type.getEnclosedElements()) {
          if (member instanceof ExecutableElement executable) {
            methods.add(executable);
          }
        }
      }
      for (ExecutableElement method : methods) {
        if (method.getSimpleName().contentEquals("<init>")
            && method.getParameters().isEmpty()
            && method.getEnclosingElement().equals(users)) {
          continue; // the implicit constructor of Users has no tree
        }
        checked++;
        String expected = processingEnv.getElementUtils().getDocComment(method);
        String actual = docComments.of(method);
        seen.add(method.getSimpleName() + ": " + actual);
        if (!java.util.Objects.equals(expected, actual)) {
          mismatches.add(method + ": " + expected + " != " + actual);
        }
      }
      return false;
    }

    private static ProcessingEnvironment wrap(ProcessingEnvironment environment) {
      return (ProcessingEnvironment)
          Proxy.newProxyInstance(
              DocCommentsTest.class.getClassLoader(),
              new Class<?>[] {ProcessingEnvironment.class},
              (proxy, method, args) -> method.invoke(environment, args));
    }
  }
}
