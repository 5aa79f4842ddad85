package org.aclgen.openapi;

import java.util.Locale;

/**
 * One operation of an OpenAPI document, as the document writes it.
 *
 * @param method the HTTP method, upper case
 * @param path the path as a key of the document's {@code paths}
 */
record DocumentOperation(String method, String path) {

  DocumentOperation {
    method = method.toUpperCase(Locale.ROOT);
  }

  @Override
  public String toString() {
    return method + " " + path;
  }
}
