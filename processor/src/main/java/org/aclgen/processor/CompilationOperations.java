package org.aclgen.processor;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import javax.annotation.processing.Filer;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;
import javax.tools.StandardLocation;
import org.aclgen.processor.model.Endpoint;
import org.aclgen.processor.scan.EndpointSource;
import org.aclgen.processor.write.OperationsFile;
import org.aclgen.processor.write.OperationsFile.Application;
import org.aclgen.processor.write.OperationsFile.Contents;
import org.aclgen.processor.write.OperationsFile.Operation;

/**
 * Every operation of the compilation (all the classes of one class output), also after an
 * incremental compile that hands the processor only the changed classes (an IDE's builder). It
 * reads back the {@link OperationsFile} that the last compile left in the class output, as
 * AutoService reads back its services file, and keeps the operations recorded there whose classes
 * all still exist and none of which is compiled now: the others are dropped, as are their classes'
 * applications, since this compile models the changed classes anew and a deleted class's operations
 * must go. After a clean build there is no file, and the output is exactly the rounds' own.
 *
 * <p>An operation also records the classes of jars it comes from (the superclass in a library whose
 * method a resource inherits): those are kept as origins, never scanned as the compilation's.
 */
final class CompilationOperations {
  private final Elements elements;
  private final Filer filer;
  private final Contents previous;
  private final Set<String> roots = new HashSet<>();
  private final List<Operation> written = new ArrayList<>();
  private final Set<List<String>> writtenKeys = new HashSet<>();
  private final Map<String, Application> applications = new TreeMap<>();
  private boolean previousMerged;
  private boolean previousApplicationsMerged;

  private CompilationOperations(Filer filer, Elements elements, Contents previous) {
    this.filer = filer;
    this.elements = elements;
    this.previous = previous;
  }

  /**
   * Reads the file of the last compile from the class output; none after a clean build.
   *
   * @throws IllegalArgumentException if the file is there but not readable as such
   */
  static CompilationOperations read(Filer filer, Elements elements) {
    String text;
    try (InputStream in =
        filer
            .getResource(StandardLocation.CLASS_OUTPUT, "", OperationsFile.PATH)
            .openInputStream()) {
      text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException | IllegalArgumentException e) {
      // No file (a clean build), or a class output that cannot be read back (javac's in-memory
      // one).
      return new CompilationOperations(filer, elements, null);
    }
    return new CompilationOperations(filer, elements, OperationsFile.parse(text));
  }

  /** A compilation without a previous file, for a compile whose file could not be read. */
  static CompilationOperations none(Filer filer, Elements elements) {
    return new CompilationOperations(filer, elements, null);
  }

  /** Whether the last compile left a file, so that this compile must rewrite every output. */
  boolean hadPrevious() {
    return previous != null;
  }

  /** Notes the top-level types a round compiles: their recorded operations are out of date. */
  void noteRoots(Set<? extends Element> rootElements) {
    for (TypeElement type : ElementFilter.typesIn(rootElements)) {
      roots.add(topLevel(type).getQualifiedName().toString());
    }
  }

  /**
   * The classes, not compiled now, that an incremental compile scans again from the class output:
   * the other classes of the recorded operations that a compiled class contributed to. A changed
   * sub-resource is then reached from its root resource again, and keeps its full path. Only the
   * compilation's own classes, those whose class file the last compile left in the class output: a
   * jar's class among the origins (a resource's superclass, such as the runtime's {@code
   * ApiDescriptionResource}) is no resource of the compilation, and scanned it would add its
   * operations to the compilation's registry.
   */
  List<TypeElement> rescanned() {
    Set<String> names = new TreeSet<>();
    if (previous != null && !previousMerged) {
      for (Operation operation : previous.operations()) {
        if (operation.origins().stream().anyMatch(roots::contains)) {
          names.addAll(operation.origins());
        }
      }
    }
    names.removeAll(roots);
    return names.stream()
        .map(elements::getTypeElement)
        .filter(Objects::nonNull)
        .filter(this::inClassOutput)
        .toList();
  }

  /** Whether the class output holds the class file of a top-level class. */
  private boolean inClassOutput(TypeElement type) {
    String packageName = elements.getPackageOf(type).getQualifiedName().toString();
    try {
      filer
          .getResource(StandardLocation.CLASS_OUTPUT, packageName, type.getSimpleName() + ".class")
          .openInputStream()
          .close();
      return true;
    } catch (IOException | IllegalArgumentException e) {
      return false;
    }
  }

  /**
   * The operations a round's registry gets: the first time, the kept ones of the last compile
   * besides the round's own. An operation already written (a kept one that a later round finds
   * again in a class another processor generated anew) is not written twice.
   */
  List<Operation> merge(List<Operation> round) {
    List<Operation> merged = new ArrayList<>();
    if (!previousMerged && previous != null) {
      previous.operations().stream().filter(op -> isKept(op.origins())).forEach(merged::add);
    }
    previousMerged = true;
    merged.addAll(round);
    List<Operation> fresh = new ArrayList<>();
    for (Operation operation : merged) {
      if (writtenKeys.add(key(operation.endpoint()))) {
        fresh.add(operation);
      }
    }
    fresh.sort((a, b) -> Endpoint.ORDER.compare(a.endpoint(), b.endpoint()));
    written.addAll(fresh);
    return fresh;
  }

  /** Adds a round's applications; the first time, also the kept ones of the last compile. */
  void addApplications(List<Application> round) {
    if (!previousApplicationsMerged && previous != null) {
      previous.applications().stream()
          .filter(a -> isKept(Set.of(a.className())))
          .forEach(a -> applications.put(a.className(), a));
    }
    previousApplicationsMerged = true;
    round.forEach(a -> applications.put(a.className(), a));
  }

  /** What this compile's file holds: every operation written and every application. */
  Contents contents() {
    return new Contents(written, List.copyOf(applications.values()));
  }

  /** The classes an operation depends on, as elements, for the Filer's originating elements. */
  List<TypeElement> originatingElements(Iterable<Operation> operations) {
    Set<String> names = new TreeSet<>();
    operations.forEach(op -> names.addAll(op.origins()));
    return names.stream().map(elements::getTypeElement).filter(Objects::nonNull).toList();
  }

  /** The top-level classes a scanned method depends on. */
  static Set<String> origins(EndpointSource source) {
    List<TypeElement> types = new ArrayList<>();
    types.add(source.resourceClass());
    types.add(source.rootClass());
    types.add(source.declaringType());
    for (ExecutableElement locator : source.locators()) {
      types.add((TypeElement) locator.getEnclosingElement());
    }
    // Usually one class in several roles: its name is decoded once (javac decodes it anew on
    // every toString()).
    Set<TypeElement> topLevel = Collections.newSetFromMap(new IdentityHashMap<>());
    Set<String> origins = new TreeSet<>();
    for (TypeElement type : types) {
      TypeElement outermost = topLevel(type);
      if (topLevel.add(outermost)) {
        origins.add(outermost.getQualifiedName().toString());
      }
    }
    return origins;
  }

  private boolean isKept(Set<String> origins) {
    for (String origin : origins) {
      if (roots.contains(origin) || elements.getTypeElement(origin) == null) {
        return false;
      }
    }
    return true;
  }

  /** What makes an operation the same one in two compiles. */
  private static List<String> key(Endpoint endpoint) {
    return List.of(
        endpoint.httpMethod(),
        endpoint.path().text(),
        endpoint.resourceClass(),
        endpoint.methodSignature());
  }

  private static TypeElement topLevel(TypeElement type) {
    Element outermost = type;
    while (outermost.getEnclosingElement() != null
        && outermost.getEnclosingElement().getKind() != ElementKind.PACKAGE
        && outermost.getEnclosingElement().getKind() != ElementKind.MODULE) {
      outermost = outermost.getEnclosingElement();
    }
    return (TypeElement) outermost;
  }
}
