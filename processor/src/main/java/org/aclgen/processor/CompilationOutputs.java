package org.aclgen.processor;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.stream.Stream;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;
import javax.tools.Diagnostic.Kind;
import org.aclgen.acl.registry.AclSource;
import org.aclgen.processor.diagnostic.Diagnostic;
import org.aclgen.processor.diagnostic.Message;
import org.aclgen.processor.model.Endpoint;
import org.aclgen.processor.write.EntryTooLongException;
import org.aclgen.processor.write.OpenApiWriter;
import org.aclgen.processor.write.OperationsFile;
import org.aclgen.processor.write.OperationsFile.Application;
import org.aclgen.processor.write.OperationsFile.Contents;
import org.aclgen.processor.write.OperationsFile.Operation;
import org.aclgen.processor.write.OutputFiles;
import org.aclgen.processor.write.RegistryModel;
import org.aclgen.processor.write.RegistryNames;
import org.aclgen.processor.write.RegistryWriter;
import org.aclgen.processor.write.ServiceApi;

/**
 * The write stage: hands the pure writers' text to the {@link OutputFiles}, each file with the
 * classes it comes from as originating elements. The Java registry of a round is written in that
 * round; the descriptions, the services file or the registry table ({@link RegistryForm#RESOURCE})
 * and the operations file when processing is over.
 */
final class CompilationOutputs {
  private static final String REGISTRY_INTERFACE = "org.aclgen.acl.registry.AclRegistry";
  private static final String GENERATED = "javax.annotation.processing.Generated";

  /** The class by which an aclgen runtime on the class path shows, in either of its artifacts. */
  private static final String RUNTIME_FEATURE = "org.aclgen.runtime.AclFeature";

  private final Elements elements;
  private final OutputFiles files;
  private final ProcessorOptions options;
  private final CompilationOperations operations;
  private final ApiDescriptions descriptions;
  private final List<String> registryClasses = new ArrayList<>();

  CompilationOutputs(
      ProcessingEnvironment environment,
      ProcessorOptions options,
      CompilationOperations operations) {
    this.elements = environment.getElementUtils();
    this.files = new OutputFiles(environment.getFiler());
    this.options = options;
    this.operations = operations;
    this.descriptions = new ApiDescriptions(options.apiVersion());
  }

  /**
   * Writes a round's registry and notes its operations for the descriptions.
   *
   * @throws EntryTooLongException if an entry does not fit in a class-file constant
   */
  List<Diagnostic> writeRound(List<Operation> merged) {
    List<Diagnostic> problems = writeRegistry(merged);
    descriptions.addOperations(merged);
    return problems;
  }

  /**
   * Writes the round's Java registry. A docs-only user, without the runtime on the class path, gets
   * the descriptions only; a registry table is written when processing is over instead.
   */
  private List<Diagnostic> writeRegistry(List<Operation> merged) {
    if (!hasRuntime() || options.registryForm() == RegistryForm.RESOURCE) {
      return List.of();
    }
    List<Endpoint> endpoints = merged.stream().map(Operation::endpoint).toList();
    String name =
        RegistryNames.qualifiedName(endpoints, options.registryClass(), registryClasses.size());
    int dot = name.lastIndexOf('.');
    String generated = elements.getTypeElement(GENERATED) == null ? "" : GENERATED;
    RegistryModel registry =
        new RegistryModel(
            dot < 0 ? "" : name.substring(0, dot), name.substring(dot + 1), endpoints, generated);
    try {
      files.writeSource(RegistryWriter.write(registry, operations.originatingElements(merged)));
      registryClasses.add(name);
      return List.of();
    } catch (IOException e) {
      return List.of(Diagnostic.global(Kind.ERROR, Message.IO.format(name, e)));
    }
  }

  /** The classes of a file's operations, then those of its applications. */
  private List<TypeElement> withApplications(
      List<TypeElement> origins, Stream<Application> applications) {
    List<TypeElement> all = new ArrayList<>(origins);
    applications
        .map(a -> elements.getTypeElement(a.className()))
        .filter(Objects::nonNull)
        .forEach(all::add);
    return all;
  }

  /**
   * Refuses operations to protect when no aclgen runtime is on the class path ({@code
   * [aclgen.no-runtime]}): nothing would enforce them, and the application would serve every one of
   * them without a token while its descriptions name their ACLs. A library of resources whose
   * application brings the runtime, or a project that enforces ACLs some other way (and wants the
   * descriptions only), says so with {@code -Aaclgen.runtime=elsewhere}.
   */
  List<Diagnostic> checkEnforcement() {
    if (options.runtimeElsewhere() || elements.getTypeElement(RUNTIME_FEATURE) != null) {
      return List.of();
    }
    List<Endpoint> protectedOperations =
        operations.contents().operations().stream()
            .map(Operation::endpoint)
            .filter(endpoint -> endpoint.acl().source() != AclSource.PUBLIC)
            .sorted(Endpoint.ORDER)
            .toList();
    if (protectedOperations.isEmpty()) {
      return List.of();
    }
    Endpoint first = protectedOperations.get(0);
    return List.of(
        Diagnostic.global(
            Kind.ERROR,
            Message.NO_RUNTIME.format(
                protectedOperations.size(), first.httpMethod(), first.path().text())));
  }

  private boolean hasRuntime() {
    return elements.getTypeElement(REGISTRY_INTERFACE) != null;
  }

  /**
   * The services file that lists the Java registries, or the registry table that replaces them:
   * either only with the runtime on the class path.
   */
  private void writeRegistryIndex(List<Operation> all, List<TypeElement> origins)
      throws IOException {
    boolean rewrite = operations.hadPrevious() && hasRuntime();
    if (options.registryForm() == RegistryForm.JAVA) {
      if (!registryClasses.isEmpty() || rewrite) {
        files.writeServiceFile(registryClasses, origins);
      }
    } else if (rewrite || (!all.isEmpty() && hasRuntime())) {
      List<Endpoint> endpoints = all.stream().map(Operation::endpoint).toList();
      files.writeRegistryTable(RegistryWriter.table(endpoints), origins);
    }
  }

  /**
   * Writes the descriptions, the services file or the registry table, and the operations file.
   * After an incremental compile the last two are written even empty, so that a deleted class's
   * operations go.
   */
  List<Diagnostic> writeAggregated() {
    try {
      Contents contents = operations.contents();
      for (String service : descriptions.services()) {
        ServiceApi api = descriptions.build(service, contents.applications());
        List<TypeElement> origins =
            withApplications(
                operations.originatingElements(descriptions.operations(service)),
                contents.applications().stream().filter(a -> a.service().equals(service)));
        files.writeDescription(api, OpenApiWriter.write(api), origins);
      }
      List<TypeElement> origins = operations.originatingElements(contents.operations());
      writeRegistryIndex(contents.operations(), origins);
      if (!contents.operations().isEmpty() || operations.hadPrevious()) {
        files.writeOperations(
            OperationsFile.format(contents),
            withApplications(origins, contents.applications().stream()));
      }
      return List.of();
    } catch (IOException e) {
      return List.of(Diagnostic.global(Kind.ERROR, Message.IO.format("the aclgen outputs", e)));
    }
  }
}
