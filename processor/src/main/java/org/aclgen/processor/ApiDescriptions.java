package org.aclgen.processor;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.aclgen.processor.model.Endpoint;
import org.aclgen.processor.model.ServiceOrigin;
import org.aclgen.processor.model.ServiceResolver;
import org.aclgen.processor.scan.ApplicationSource;
import org.aclgen.processor.write.OperationsFile.Application;
import org.aclgen.processor.write.OperationsFile.Operation;
import org.aclgen.processor.write.ServiceApi;

/**
 * Collects, over all rounds, the operations of each service, and makes one API description per
 * service when processing is over.
 */
final class ApiDescriptions {
  private final Map<String, List<Operation>> operationsByService = new TreeMap<>();
  private final String version;

  ApiDescriptions(String version) {
    this.version = version;
  }

  void addOperations(List<Operation> operations) {
    for (Operation operation : operations) {
      Endpoint endpoint = operation.endpoint();
      if (endpoint.path().isOpaque()) {
        continue; // no full path to describe: the registry alone holds it
      }
      operationsByService
          .computeIfAbsent(endpoint.describedIn(), s -> new ArrayList<>())
          .add(operation);
    }
  }

  /**
   * The {@code @ApplicationPath} of each application class whose service is known; a service with
   * exactly one application path gets it as its {@code servers} URL.
   */
  static List<Application> applications(
      List<ApplicationSource> applications, ServiceResolver services) {
    List<Application> known = new ArrayList<>();
    for (ApplicationSource application : applications) {
      ServiceOrigin service = services.resolve(application.type());
      if (service.isKnown()) {
        known.add(
            new Application(
                application.type().getQualifiedName().toString(),
                service.name(),
                serverUrl(application.path())));
      }
    }
    return known;
  }

  /** The services described, in order. */
  Set<String> services() {
    return operationsByService.keySet();
  }

  /** The operations of a service. */
  List<Operation> operations(String service) {
    return operationsByService.get(service);
  }

  /** The description of a service, with its operations in output order. */
  ServiceApi build(String service, List<Application> applications) {
    Set<String> urls = new TreeSet<>();
    for (Application application : applications) {
      if (application.service().equals(service)) {
        urls.add(application.serverUrl());
      }
    }
    String url = urls.size() == 1 ? urls.iterator().next() : "";
    List<Endpoint> endpoints =
        operationsByService.get(service).stream()
            .map(Operation::endpoint)
            .sorted(Endpoint.ORDER)
            .toList();
    return new ServiceApi(service, url, version, endpoints);
  }

  /** {@code api/confd/} gives {@code /api/confd}: relative to the host, no trailing slash. */
  private static String serverUrl(String applicationPath) {
    String path = applicationPath.strip();
    while (path.endsWith("/")) {
      path = path.substring(0, path.length() - 1);
    }
    return path.startsWith("/") || path.contains("://") ? path : "/" + path;
  }
}
