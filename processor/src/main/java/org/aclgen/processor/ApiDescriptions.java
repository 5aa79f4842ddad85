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
import org.aclgen.processor.write.ServiceApi;

/**
 * Collects, over all rounds, the endpoints and application paths of each service, and makes one API
 * description per service when processing is over.
 */
final class ApiDescriptions {
  private final Map<String, List<Endpoint>> endpointsByService = new TreeMap<>();
  private final Map<String, Set<String>> serverUrlsByService = new TreeMap<>();
  private final String version;

  ApiDescriptions(String version) {
    this.version = version;
  }

  void addEndpoints(List<Endpoint> endpoints) {
    for (Endpoint endpoint : endpoints) {
      if (endpoint.path().isOpaque()) {
        continue; // no full path to describe: the registry alone holds it
      }
      endpointsByService.computeIfAbsent(endpoint.service(), s -> new ArrayList<>()).add(endpoint);
    }
  }

  /**
   * Notes the {@code @ApplicationPath} of an application class whose service is known; a service
   * with exactly one application path gets it as its {@code servers} URL.
   */
  void addApplications(List<ApplicationSource> applications, ServiceResolver services) {
    for (ApplicationSource application : applications) {
      ServiceOrigin service = services.resolve(application.type());
      if (service.isKnown()) {
        serverUrlsByService
            .computeIfAbsent(service.name(), s -> new TreeSet<>())
            .add(serverUrl(application.path()));
      }
    }
  }

  /** One description per service, in service order, each with its endpoints in output order. */
  List<ServiceApi> build() {
    List<ServiceApi> apis = new ArrayList<>();
    endpointsByService.forEach(
        (service, endpoints) -> {
          Set<String> urls = serverUrlsByService.getOrDefault(service, Set.of());
          String url = urls.size() == 1 ? urls.iterator().next() : "";
          apis.add(
              new ServiceApi(
                  service, url, version, endpoints.stream().sorted(Endpoint.ORDER).toList()));
        });
    return apis;
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
