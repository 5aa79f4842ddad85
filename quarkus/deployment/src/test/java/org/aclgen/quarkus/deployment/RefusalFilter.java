package org.aclgen.quarkus.deployment;

import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerResponseContext;
import jakarta.ws.rs.container.ContainerResponseFilter;
import jakarta.ws.rs.container.ResourceInfo;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.ext.Provider;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A response filter of the application: it records, for each refusal, its status and the resource
 * method it was matched to, as a filter that names the operation in its logs would read it.
 */
@Provider
public class RefusalFilter implements ContainerResponseFilter {

  static final List<String> REFUSED = new CopyOnWriteArrayList<>();

  @Context ResourceInfo resource;

  @Override
  public void filter(ContainerRequestContext request, ContainerResponseContext response) {
    if (response.getStatus() >= 400) {
      String method =
          resource == null || resource.getResourceMethod() == null
              ? "no method"
              : resource.getResourceMethod().getName();
      REFUSED.add(response.getStatus() + " " + method);
    }
  }
}
