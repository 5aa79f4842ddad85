package org.aclgen.processor.write;

import java.util.List;
import org.aclgen.processor.model.Endpoint;

/**
 * One service's API description.
 *
 * @param service the ACL service word, such as {@code confd}
 * @param serverUrl the service's {@code @ApplicationPath}, or empty if unknown
 * @param version the {@code info.version}
 * @param endpoints the service's operations, in output order
 */
public record ServiceApi(
    String service, String serverUrl, String version, List<Endpoint> endpoints) {

  public ServiceApi {
    endpoints = List.copyOf(endpoints);
  }

  /** The resource path of the description: {@code META-INF/aclgen/<service>/openapi.yaml}. */
  public String resourcePath() {
    return "META-INF/aclgen/" + service + "/openapi.yaml";
  }
}
