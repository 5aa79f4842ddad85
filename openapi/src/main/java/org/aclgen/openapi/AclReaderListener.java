package org.aclgen.openapi;

import io.swagger.v3.jaxrs2.ReaderListener;
import io.swagger.v3.oas.integration.api.OpenApiReader;
import io.swagger.v3.oas.models.OpenAPI;
import java.util.Set;

/**
 * A swagger-core reader listener that merges the ACLs of aclgen's registries into the document once
 * the JAX-RS resources are scanned (what it adds is described on {@link AclOasFilter}).
 * swagger-core calls the listeners among the classes it scans, so add this class to them, for
 * example by its package in {@code resourcePackages}, or subclass it in your own package.
 */
public class AclReaderListener implements ReaderListener {

  @Override
  public void beforeScan(OpenApiReader reader, OpenAPI openApi) {
    // The merge needs the scanned operations: it runs after the scan.
  }

  @Override
  public void afterScan(OpenApiReader reader, OpenAPI openApi) {
    SwaggerMerge.apply(openApi, Set.of());
  }

  /** The report of the last merge done over swagger-core's model, or {@code null}. */
  public static MergeReport lastReport() {
    return SwaggerMerge.LOG.last();
  }
}
