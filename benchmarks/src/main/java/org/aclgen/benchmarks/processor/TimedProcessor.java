package org.aclgen.benchmarks.processor;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Set;
import javax.annotation.processing.Completion;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.Processor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;

/**
 * Wraps a processor and adds up the CPU time javac's thread spends inside it ({@code init} and
 * every {@code process} round): the processor's own cost, without javac's share of compiling what
 * it writes. CPU time, not wall time, so that other work on a shared machine does not count.
 */
final class TimedProcessor implements Processor {
  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

  private final Processor delegate;
  private long nanos;

  TimedProcessor(Processor delegate) {
    this.delegate = delegate;
  }

  /** The CPU time spent inside the wrapped processor so far. */
  long nanos() {
    return nanos;
  }

  @Override
  public Set<String> getSupportedOptions() {
    return delegate.getSupportedOptions();
  }

  @Override
  public Set<String> getSupportedAnnotationTypes() {
    return delegate.getSupportedAnnotationTypes();
  }

  @Override
  public SourceVersion getSupportedSourceVersion() {
    return delegate.getSupportedSourceVersion();
  }

  @Override
  public void init(ProcessingEnvironment environment) {
    long start = THREADS.getCurrentThreadCpuTime();
    delegate.init(environment);
    nanos += THREADS.getCurrentThreadCpuTime() - start;
  }

  @Override
  public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
    long start = THREADS.getCurrentThreadCpuTime();
    try {
      return delegate.process(annotations, round);
    } finally {
      nanos += THREADS.getCurrentThreadCpuTime() - start;
    }
  }

  @Override
  public Iterable<? extends Completion> getCompletions(
      Element element, AnnotationMirror annotation, ExecutableElement member, String userText) {
    return delegate.getCompletions(element, annotation, member, userText);
  }
}
