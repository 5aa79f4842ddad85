package org.aclgen.stacks.quarkus;

import io.vertx.ext.web.Router;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

/**
 * A Vert.x route of the application beside Quarkus REST, as an application adds one: at the
 * router's default order, under Quarkus REST's root but not served by it.
 */
@ApplicationScoped
public class PlainRoute {

  /** The route's path, relative to the HTTP root. */
  static final String PATH = "/plain-route";

  void install(@Observes Router router) {
    router.get(PATH).handler(context -> context.response().end("plain"));
  }
}
