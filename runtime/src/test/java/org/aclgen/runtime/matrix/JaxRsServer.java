package org.aclgen.runtime.matrix;

import jakarta.ws.rs.core.Application;

/** One JAX-RS implementation serving an application on loopback, on a free port. */
public interface JaxRsServer extends AutoCloseable {

  /** The application root, without a trailing slash. */
  String baseUrl();

  @Override
  void close();

  /** Starts JAX-RS implementations; each matrix test class supplies one. */
  interface Factory {
    /** Starts {@code application}, or throws what the implementation threw at startup. */
    JaxRsServer start(Application application) throws Exception;
  }
}
