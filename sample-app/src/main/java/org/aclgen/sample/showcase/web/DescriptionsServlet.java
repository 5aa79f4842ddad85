package org.aclgen.sample.showcase.web;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.aclgen.runtime.ApiDescriptionResource;
import org.aclgen.sample.http.ErrorBody;
import org.aclgen.sample.http.Json;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;

/**
 * Serves each service's generated description for Swagger UI, as JSON with a {@code servers} entry
 * naming the service's URL prefix, so that <em>Try it out</em> calls the service where it runs (the
 * generated description's own {@code servers} knows only the application path, not where the sample
 * app mounts the service, so it is replaced). {@code <prefix>} alone lists them.
 */
final class DescriptionsServlet extends HttpServlet {
  private static final long serialVersionUID = 1L;

  private final String prefix;
  private final Map<String, byte[]> descriptions = new LinkedHashMap<>();
  private final List<Map<String, String>> index = new ArrayList<>();

  DescriptionsServlet(String prefix, Map<String, String> services) {
    this.prefix = prefix;
    services.forEach(
        (name, servicePrefix) -> {
          descriptions.put(name + ".json", describe(name, servicePrefix));
          index.add(Map.of("name", name, "url", prefix + name + ".json"));
        });
  }

  @Override
  protected void doGet(HttpServletRequest request, HttpServletResponse response)
      throws IOException {
    String name = request.getRequestURI().substring(prefix.length());
    response.setContentType("application/json");
    response.setHeader("Cache-Control", "no-cache");
    if (name.isEmpty()) {
      Json.mapper().writeValue(response.getOutputStream(), index);
    } else if (descriptions.containsKey(name)) {
      response.getOutputStream().write(descriptions.get(name));
    } else {
      response.setStatus(HttpServletResponse.SC_NOT_FOUND);
      Json.mapper()
          .writeValue(
              response.getOutputStream(),
              ErrorBody.of("no description " + name + "; see " + prefix, "not-found", Map.of()));
    }
  }

  private static byte[] describe(String service, String servicePrefix) {
    String file = ApiDescriptionResource.resourcePath(service);
    try (InputStream in = DescriptionsServlet.class.getClassLoader().getResourceAsStream(file)) {
      if (in == null) {
        throw new IllegalStateException("no description of service " + service + " at " + file);
      }
      Map<String, Object> generated = new Yaml(new SafeConstructor(new LoaderOptions())).load(in);
      Map<String, Object> description = new LinkedHashMap<>();
      generated.forEach(
          (key, value) -> {
            if (!key.equals("servers")) {
              description.put(key, value);
            }
            if (key.equals("info")) {
              description.put(
                  "servers", List.of(Map.of("url", servicePrefix, "description", service)));
            }
          });
      return Json.mapper().writeValueAsBytes(description);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
