package org.aclgen.processor;

import com.google.auto.service.AutoService;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.Processor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;
import javax.tools.Diagnostic.Kind;
import org.aclgen.acl.registry.AclSource;
import org.aclgen.processor.diagnostic.Diagnostic;
import org.aclgen.processor.diagnostic.Message;
import org.aclgen.processor.model.DocComments;
import org.aclgen.processor.model.Endpoint;
import org.aclgen.processor.model.EndpointFactory;
import org.aclgen.processor.model.ModeledEndpoint;
import org.aclgen.processor.model.ServiceResolver;
import org.aclgen.processor.scan.AclAnnotation;
import org.aclgen.processor.scan.ResourceScanner;
import org.aclgen.processor.scan.ScanResult;
import org.aclgen.processor.validate.AnnotationPlacement;
import org.aclgen.processor.validate.Validator;
import org.aclgen.processor.write.EntryTooLongException;
import org.aclgen.processor.write.OperationsFile.Operation;
import org.aclgen.processor.write.RegistryNames;

/**
 * Checks the ACL of every JAX-RS resource method at compile time and writes the ACL registry and
 * the API descriptions.
 *
 * <p>Each round goes through four stages: <b>scan</b> the sources for resources, <b>model</b> them
 * as records, <b>validate</b> the model (every problem is reported, nothing throws), and
 * <b>write</b> the {@code org.aclgen.acl.registry.AclRegistry} implementation when the round's
 * model has no error and aclgen-acl (which the runtime brings) is on the compile class path. When
 * processing is over, it writes {@code META-INF/aclgen/<service>/openapi.yaml} for each service,
 * {@code META-INF/services/org.aclgen.acl.registry.AclRegistry} and {@code
 * META-INF/aclgen/operations.tsv}, which the next incremental compile reads back to keep the
 * operations of the classes it does not compile (see {@link CompilationOperations}). It never
 * claims annotations.
 *
 * <p>Besides its own annotations it reads, by name, the standard {@code PermitAll}, {@code DenyAll}
 * and {@code RolesAllowed} ({@code jakarta.annotation.security} or {@code
 * javax.annotation.security}), and takes a subclass of the runtime's {@code ApiDescriptionResource}
 * as public; see {@link org.aclgen.processor.model.Access}.
 *
 * <p>Options:
 *
 * <ul>
 *   <li>{@code -Aaclgen.service=<name>}: the service of resources without {@code @AclService}.
 *   <li>{@code -Aaclgen.productPrefix=<prefix>}: removed from service names ({@code wazo-confd}
 *       with prefix {@code wazo-} is service {@code confd}).
 *   <li>{@code -Aaclgen.missingAcl=warn|error|ignore}: what a resource method without ACL gets
 *       besides the default {@code <service>.#}; default {@code warn}.
 *   <li>{@code -Aaclgen.apiVersion=<version>}: {@code info.version} of the API descriptions;
 *       default {@code unversioned}.
 *   <li>{@code -Aaclgen.registryClass=<qualified name>}: the generated registry's name, when the
 *       derived one (see {@link RegistryNames}) does not suit.
 *   <li>{@code -Aaclgen.registry=java|resource}: {@code java} (the default) writes the registry as
 *       a Java class listed in {@code META-INF/services}; {@code resource} writes it instead as the
 *       table {@code META-INF/aclgen/acl-registry.tsv} when processing is over, which spares javac
 *       the round, and the pass over every source, that a generated class costs. The runtime reads
 *       either.
 *   <li>{@code -Aaclgen.baseline=<file>}: the access baseline, one operation a line with its
 *       required ACL; when processing is over, a module whose operations differ from it fails to
 *       compile ({@code [aclgen.baseline]}) with the difference. See {@code docs/access-review.md}.
 *   <li>{@code -Aaclgen.baseline.update=true}: writes the baseline file instead of checking it.
 *   <li>{@code -Aaclgen.lint.action=warn|off|off:<service>,...}: where {@code aclgen.lint.action}
 *       warns; {@code off:auth,confd} silences it for the resources of those services, whose
 *       actions follow a deliberate convention. Default {@code warn}.
 * </ul>
 *
 * <p>Maven's incremental compiler does not notice a changed {@code -A} option ("Nothing to
 * compile"): run {@code mvn clean compile} after changing one. See {@code docs/getting-started.md}
 * for the way from a first build with warnings to {@code missingAcl=error}, and for what the
 * registry holds for sub-resources that no root resource reaches ({@code .../tracks/{num}}).
 */
@AutoService(Processor.class)
public final class AclProcessor extends AbstractProcessor {
  private ProcessorOptions options;
  private ServiceResolver services;
  private ResourceScanner scanner;
  private EndpointFactory factory;
  private AnnotationPlacement placement;
  private Validator validator;
  private CompilationOperations operations;
  private CompilationOutputs outputs;
  private BaselineCheck baseline;

  private CompiledSources sources;
  private boolean failed;

  @Override
  public synchronized void init(ProcessingEnvironment environment) {
    super.init(environment);
    sources = new CompiledSources(environment.getElementUtils());
    ProcessorOptions.Parsed parsed = ProcessorOptions.parse(environment.getOptions());
    options = parsed.options();
    report(parsed.diagnostics());
    Elements elements = environment.getElementUtils();
    services = new ServiceResolver(elements, options.service(), options.productPrefix());
    scanner = new ResourceScanner(elements, environment.getTypeUtils());
    factory =
        new EndpointFactory(
            elements,
            environment.getTypeUtils(),
            DocComments.of(environment),
            scanner.jaxRs(),
            services);
    placement = new AnnotationPlacement(scanner.jaxRs());
    validator = new Validator(options.missingAcl(), options.actionLint());
    operations = readOperations(environment);
    outputs = new CompilationOutputs(environment, options, operations);
    baseline = new BaselineCheck(options.baseline(), options.baselineMode());
  }

  private CompilationOperations readOperations(ProcessingEnvironment environment) {
    try {
      return CompilationOperations.read(environment.getFiler(), environment.getElementUtils());
    } catch (IllegalArgumentException e) {
      report(
          List.of(Diagnostic.global(Kind.ERROR, Message.OPERATIONS_FILE.format(e.getMessage()))));
      return CompilationOperations.none(environment.getFiler(), environment.getElementUtils());
    }
  }

  @Override
  public Set<String> getSupportedAnnotationTypes() {
    // Classes that only implement an annotated interface carry no annotation to ask for.
    return Set.of("*");
  }

  @Override
  public Set<String> getSupportedOptions() {
    return ProcessorOptions.NAMES;
  }

  @Override
  public SourceVersion getSupportedSourceVersion() {
    return SourceVersion.latestSupported();
  }

  @Override
  public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
    try {
      if (round.processingOver()) {
        if (!failed && !round.errorRaised()) {
          // After an error javac runs no further round, so a type could not have appeared.
          report(sources.unresolved());
        }
        if (!failed) {
          report(outputs.writeAggregated());
        }
        if (!failed && !round.errorRaised()) {
          report(outputs.checkEnforcement());
        }
        if (!failed && !round.errorRaised()) {
          // Every operation of the module, those kept from the last compile included.
          report(baseline.run(operations.contents().operations()));
        }
      } else {
        processRound(round);
      }
    } catch (RuntimeException e) {
      StringWriter trace = new StringWriter();
      e.printStackTrace(new PrintWriter(trace));
      report(List.of(Diagnostic.global(Kind.ERROR, Message.CRASH.format(trace))));
    }
    return false;
  }

  private void processRound(RoundEnvironment round) {
    List<TypeElement> retried = new ArrayList<>(sources.startRound(round.getRootElements()));
    operations.noteRoots(round.getRootElements());
    retried.addAll(operations.rescanned());
    ScanResult scan = scanner.scan(round.getRootElements(), retried);
    sources.defer(scan.unresolved());
    List<ModeledEndpoint> model =
        scan.endpoints().stream()
            .map(factory::model)
            .sorted((a, b) -> Endpoint.ORDER.compare(a.endpoint(), b.endpoint()))
            .toList();
    List<Diagnostic> problems = new ArrayList<>();
    Map<Element, AclAnnotation.Found> annotated =
        AclAnnotation.annotatedIn(round.getRootElements());
    problems.addAll(placement.check(annotated, scan.resourceElements()));
    problems.addAll(validator.validate(scan, model));
    problems.addAll(validator.checkSyntax(annotated));
    report(problems);
    operations.addApplications(ApiDescriptions.applications(scan.applications(), services));
    if (failed) {
      return;
    }
    List<Operation> merged =
        operations.merge(
            model.stream()
                .filter(m -> registered(m.endpoint()))
                .map(m -> new Operation(CompilationOperations.origins(m.source()), m.endpoint()))
                .toList());
    if (!merged.isEmpty()) {
      try {
        report(outputs.writeRound(merged));
      } catch (EntryTooLongException e) {
        report(List.of(tooLong(e, model)));
      }
    }
  }

  private static Diagnostic tooLong(EntryTooLongException e, List<ModeledEndpoint> model) {
    String text =
        Message.ENTRY_TOO_LONG.format(
            e.resourceClass(), e.methodSignature(), e.length(), e.limit());
    for (ModeledEndpoint modeled : model) {
      Endpoint endpoint = modeled.endpoint();
      if (endpoint.resourceClass().equals(e.resourceClass())
          && endpoint.methodSignature().equals(e.methodSignature())) {
        return Diagnostic.on(Kind.ERROR, text, modeled.source().method());
      }
    }
    return Diagnostic.global(Kind.ERROR, text);
  }

  /**
   * A method of an unreached class gets an entry only with an ACL annotation: without one, the
   * default {@code <service>.#} would open it to service-wide tokens, and the runtime refuses it.
   */
  private static boolean registered(Endpoint endpoint) {
    return !endpoint.path().isOpaque() || endpoint.acl().source() != AclSource.DEFAULT;
  }

  private void report(List<Diagnostic> diagnostics) {
    for (Diagnostic diagnostic : diagnostics) {
      diagnostic.printTo(processingEnv.getMessager(), sources::isCompiled);
      failed |= diagnostic.isError();
    }
  }
}
