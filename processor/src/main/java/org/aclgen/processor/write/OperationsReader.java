package org.aclgen.processor.write;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.aclgen.acl.registry.Enforcement;
import org.aclgen.processor.model.Endpoint;
import org.aclgen.processor.model.Parameter;
import org.aclgen.processor.model.PathVariable;
import org.aclgen.processor.write.OperationsFile.Application;
import org.aclgen.processor.write.OperationsFile.Contents;
import org.aclgen.processor.write.OperationsFile.Operation;

/**
 * Rebuilds the operations of {@link OperationsFile} from its lines, already split and unescaped.
 */
final class OperationsReader {
  private final List<Operation> operations = new ArrayList<>();
  private final List<Application> applications = new ArrayList<>();

  /** The fields of the operation being read; its variables and parameters follow it. */
  private List<String> operation;

  private final List<PathVariable> variables = new ArrayList<>();
  private final List<Parameter> parameters = new ArrayList<>();

  /** Whether the file is of the previous version, whose operation lines lack the enforcement. */
  private final boolean previous;

  OperationsReader(boolean previous) {
    this.previous = previous;
  }

  void read(List<String> fields) {
    switch (fields.get(0)) {
      case "operation" -> {
        finish();
        expect(fields, previous ? 14 : 15);
        operation = fields;
      }
      case "variable" -> {
        expect(fields, 3);
        variables.add(new PathVariable(fields.get(1), fields.get(2)));
      }
      case "parameter" -> {
        expect(fields, 7);
        parameters.add(parameter(fields));
      }
      case "application" -> {
        expect(fields, 4);
        applications.add(new Application(fields.get(1), fields.get(2), fields.get(3)));
      }
      default -> throw new IllegalArgumentException("unknown line kind: " + fields.get(0));
    }
  }

  Contents contents() {
    finish();
    return new Contents(operations, applications);
  }

  private void finish() {
    if (operation == null) {
      return;
    }
    List<String> f = operation;
    Endpoint endpoint =
        new Endpoint(
            f.get(2),
            f.get(3),
            OperationsFile.path(f.get(4), variables),
            f.get(5),
            f.get(6),
            f.get(7),
            OperationsFile.acl(
                f.get(8), f.get(9), f.get(10), previous ? Enforcement.FILTER.name() : f.get(14)),
            parameters,
            f.get(11),
            Integer.parseInt(f.get(12)),
            f.get(13));
    Set<String> origins = f.get(1).isEmpty() ? Set.of() : Set.of(f.get(1).split(" "));
    operations.add(new Operation(origins, endpoint));
    operation = null;
    variables.clear();
    parameters.clear();
  }

  private static Parameter parameter(List<String> f) {
    return new Parameter(
        f.get(1),
        Parameter.Location.valueOf(f.get(2)),
        OperationsFile.schema(f.get(3)),
        f.get(4),
        Parameter.Lifecycle.valueOf(f.get(5)),
        f.get(6));
  }

  private static void expect(List<String> fields, int count) {
    if (fields.size() != count) {
      throw new IllegalArgumentException(
          fields.get(0) + " line with " + fields.size() + " fields, expected " + count);
    }
  }
}
