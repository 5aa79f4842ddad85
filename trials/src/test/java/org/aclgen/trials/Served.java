package org.aclgen.trials;

/** The trial application served by one JAX-RS implementation on loopback, on a free port. */
public interface Served extends AutoCloseable {

  /** The application root, without a trailing slash. */
  String baseUrl();

  @Override
  void close();
}
