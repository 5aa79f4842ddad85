package org.aclgen.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.Filer;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import org.aclgen.processor.Fixtures.Namespace;
import org.junit.jupiter.api.Test;

/**
 * Every file the processor writes names, through the {@link Filer}, the classes it comes from: an
 * incremental builder (IntelliJ, Gradle) then knows which outputs a changed class affects.
 */
class OriginatingElementsTest {
  private static final Set<String> CONFD_RESOURCES =
      Set.of(
          "com.example.confd.ExtensionResource",
          "com.example.confd.FuncKeyResource",
          "com.example.confd.LineApi",
          "com.example.confd.LineResource",
          "com.example.confd.PagedResource",
          "com.example.confd.StatusResource",
          "com.example.confd.UserResource");

  @Test
  void everyOutputNamesTheClassesItComesFrom() {
    Map<String, Set<String>> origins = new TreeMap<>();
    Compilation compilation =
        Compiler.javac()
            .withProcessors(new Recording(new AclProcessor(), origins))
            .withOptions("-Aaclgen.productPrefix=wazo-")
            .compile(Fixtures.sources("platform", Namespace.JAKARTA));
    assertThat(compilation).succeeded();

    assertThat(origins)
        .containsOnlyKeys(
            "com.example.CalldConfdAclRegistry",
            "META-INF/aclgen/calld/openapi.yaml",
            "META-INF/aclgen/confd/openapi.yaml",
            "META-INF/aclgen/operations.tsv",
            "META-INF/services/org.aclgen.acl.registry.AclRegistry");
    assertThat(origins.get("META-INF/aclgen/calld/openapi.yaml"))
        .containsExactly("com.example.calld.CalldApplication", "com.example.calld.MyCallsResource");
    assertThat(origins.get("META-INF/aclgen/confd/openapi.yaml"))
        .containsAll(CONFD_RESOURCES)
        .contains("com.example.confd.ConfdApplication")
        .doesNotContain("com.example.calld.MyCallsResource");
    Set<String> registry = origins.get("com.example.CalldConfdAclRegistry");
    assertThat(registry)
        .containsAll(CONFD_RESOURCES)
        .contains("com.example.calld.MyCallsResource")
        .doesNotContain("com.example.confd.ConfdApplication");
    assertThat(origins.get("META-INF/services/org.aclgen.acl.registry.AclRegistry"))
        .isEqualTo(registry);
    assertThat(origins.get("META-INF/aclgen/operations.tsv"))
        .containsAll(registry)
        .contains("com.example.calld.CalldApplication", "com.example.confd.ConfdApplication");
  }

  @Test
  void theRegistryTableNamesTheClassesOfItsEntries() {
    Map<String, Set<String>> origins = new TreeMap<>();
    Compilation compilation =
        Compiler.javac()
            .withProcessors(new Recording(new AclProcessor(), origins))
            .withOptions("-Aaclgen.productPrefix=wazo-", "-Aaclgen.registry=resource")
            .compile(Fixtures.sources("platform", Namespace.JAKARTA));
    assertThat(compilation).succeeded();

    assertThat(origins)
        .containsOnlyKeys(
            "META-INF/aclgen/acl-registry.tsv",
            "META-INF/aclgen/calld/openapi.yaml",
            "META-INF/aclgen/confd/openapi.yaml",
            "META-INF/aclgen/operations.tsv");
    assertThat(origins.get("META-INF/aclgen/acl-registry.tsv"))
        .containsAll(CONFD_RESOURCES)
        .contains("com.example.calld.MyCallsResource")
        .doesNotContain("com.example.confd.ConfdApplication");
  }

  /** Runs a processor with a {@link Filer} that notes the originating elements of each file. */
  private static final class Recording extends AbstractProcessor {
    private final AbstractProcessor delegate;
    private final Map<String, Set<String>> origins;

    Recording(AbstractProcessor delegate, Map<String, Set<String>> origins) {
      this.delegate = delegate;
      this.origins = origins;
    }

    @Override
    public synchronized void init(ProcessingEnvironment environment) {
      super.init(environment);
      Filer filer = proxy(Filer.class, environment.getFiler(), this::note);
      delegate.init(
          proxy(
              ProcessingEnvironment.class,
              environment,
              (method, args) -> method.equals("getFiler") ? filer : null));
    }

    /** Notes {@code createSourceFile(name, elements)} and {@code createResource(..., elements)}. */
    private Object note(String method, Object[] args) {
      if (method.equals("createSourceFile") || method.equals("createResource")) {
        Set<String> names = new TreeSet<>();
        for (Element element : (Element[]) args[args.length - 1]) {
          names.add(((TypeElement) element).getQualifiedName().toString());
        }
        origins.put(args[args.length - 2].toString(), names);
      }
      return null;
    }

    @Override
    public Set<String> getSupportedAnnotationTypes() {
      return delegate.getSupportedAnnotationTypes();
    }

    @Override
    public Set<String> getSupportedOptions() {
      return delegate.getSupportedOptions();
    }

    @Override
    public SourceVersion getSupportedSourceVersion() {
      return delegate.getSupportedSourceVersion();
    }

    @Override
    public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
      return delegate.process(annotations, round);
    }
  }

  /** What a proxy does besides delegating: returns a replacement, or null to delegate. */
  private interface Hook {
    Object apply(String method, Object[] args);
  }

  private static <T> T proxy(Class<T> type, T target, Hook hook) {
    InvocationHandler handler =
        (proxy, method, args) -> {
          Object replacement = hook.apply(method.getName(), args == null ? new Object[0] : args);
          if (replacement != null) {
            return replacement;
          }
          try {
            return method.invoke(target, args);
          } catch (InvocationTargetException e) {
            throw e.getCause();
          }
        };
    return type.cast(Proxy.newProxyInstance(type.getClassLoader(), new Class<?>[] {type}, handler));
  }
}
