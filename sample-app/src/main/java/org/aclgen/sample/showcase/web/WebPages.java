package org.aclgen.sample.showcase.web;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.eclipse.jetty.ee10.servlet.ServletContextHandler;
import org.eclipse.jetty.ee10.servlet.ServletHolder;

/**
 * The app's two pages, plain files served from the jar: the ACL explorer at {@code /api/acl/} and
 * Swagger UI at {@code /api/docs/} over the services' descriptions. Both are public: they show only
 * what the public explain service and the public descriptions already tell.
 */
public final class WebPages {

  /** The address of the ACL explorer. */
  public static final String EXPLORER = "/api/acl/";

  /** The address of Swagger UI. */
  public static final String DOCS = "/api/docs/";

  private static final String SWAGGER_UI = "META-INF/resources/webjars/swagger-ui/";

  private WebPages() {}

  /**
   * Adds the pages to {@code context}.
   *
   * @param services the described services, name to URL prefix (such as {@code confd} to {@code
   *     /api/confd/1.1}), in the order Swagger UI lists them
   */
  public static void install(ServletContextHandler context, Map<String, String> services) {
    // Exact mappings win over the explain service's /api/acl/*, so the service keeps the rest.
    ServletHolder explorer =
        new ServletHolder("acl-explorer", new StaticFiles(EXPLORER, List.of("web/acl/")));
    for (String file : List.of("", "explorer.js", "explorer.css")) {
      context.getServletHandler().addServletWithMapping(explorer, EXPLORER + file);
    }
    context.addServlet(new ServletHolder("acl-explorer-slash", new Redirect(EXPLORER)), "/api/acl");
    String swaggerUi = SWAGGER_UI + swaggerUiVersion() + "/";
    context.addServlet(
        new ServletHolder("api-docs", new StaticFiles(DOCS, List.of("web/docs/", swaggerUi))),
        DOCS + "*");
    context.addServlet(
        new ServletHolder("api-docs-specs", new DescriptionsServlet(DOCS + "specs/", services)),
        DOCS + "specs/*");
    context.addServlet(new ServletHolder("api-docs-slash", new Redirect(DOCS)), "/api/docs");
  }

  /** The version of the Swagger UI web jar on the class path, read from its Maven properties. */
  static String swaggerUiVersion() {
    String properties = "META-INF/maven/org.webjars/swagger-ui/pom.properties";
    try (InputStream in = WebPages.class.getClassLoader().getResourceAsStream(properties)) {
      if (in == null) {
        throw new IllegalStateException("org.webjars:swagger-ui is not on the class path");
      }
      Properties read = new Properties();
      read.load(in);
      return read.getProperty("version");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
