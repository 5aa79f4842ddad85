package org.aclgen.quarkus;

import io.quarkus.resteasy.reactive.server.runtime.ResteasyReactiveRecorder;

/**
 * What aclgen's route reads of Quarkus REST's deployment, through its public recorder. Loaded only
 * on Quarkus REST.
 */
final class QuarkusRestDeployment {

  private QuarkusRestDeployment() {}

  /**
   * The path under which Quarkus REST serves the application, as the requests' normalized paths
   * begin ({@code /} when it serves them all); only once Quarkus REST has its deployment.
   */
  static String prefix() {
    return ResteasyReactiveRecorder.getCurrentDeployment().getPrefix();
  }
}
