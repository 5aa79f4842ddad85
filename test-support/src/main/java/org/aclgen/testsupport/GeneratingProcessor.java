package org.aclgen.testsupport;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;

/**
 * Another annotation processor of the same build, as Immutables or MapStruct would be: it generates
 * its sources in the first round, after the aclgen processor has seen that round.
 */
public final class GeneratingProcessor extends AbstractProcessor {
  private final Map<String, String> sources;
  private boolean done;

  /** Generates each source, by qualified name. */
  public GeneratingProcessor(Map<String, String> sources) {
    this.sources = new TreeMap<>(sources);
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
    if (!done && !round.processingOver()) {
      done = true;
      sources.forEach(this::write);
    }
    return false;
  }

  private void write(String name, String text) {
    try (Writer writer = processingEnv.getFiler().createSourceFile(name).openWriter()) {
      writer.write(text);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
