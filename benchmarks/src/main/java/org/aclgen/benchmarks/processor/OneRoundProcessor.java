package org.aclgen.benchmarks.processor;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.Set;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.element.TypeElement;

/**
 * A processor that reads nothing and writes one empty class in its first round, asking for every
 * annotation as aclgen does (the no-op processor, plus one class): what one more round costs javac
 * by itself. It is the least any processor that writes Java source can cost, whatever its own code
 * does.
 */
final class OneRoundProcessor extends NoOpProcessor {
  /** The class it writes. */
  static final String WRITTEN = "bench.generated.OneRound";

  private boolean written;

  @Override
  public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
    if (written) {
      return false;
    }
    written = true;
    try (Writer out = processingEnv.getFiler().createSourceFile(WRITTEN).openWriter()) {
      out.write("package bench.generated;\n\npublic final class OneRound {}\n");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return false;
  }
}
