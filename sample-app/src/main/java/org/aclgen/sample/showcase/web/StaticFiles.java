package org.aclgen.sample.showcase.web;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.aclgen.sample.http.ErrorBody;
import org.aclgen.sample.http.Json;

/**
 * Serves files from the jar under one URL prefix: {@code <prefix>name} is the first class-path
 * resource {@code <folder>name} of its folders, {@code <prefix>} alone is {@code index.html}.
 *
 * <p>Only plain file names are served (letters, digits, {@code . - _}, no {@code ..}), so a request
 * can never reach another resource of the class path.
 */
final class StaticFiles extends HttpServlet {
  private static final long serialVersionUID = 1L;

  private static final Pattern FILE_NAME = Pattern.compile("[A-Za-z0-9_-][A-Za-z0-9._-]*");
  private static final Map<String, String> TYPES =
      Map.of(
          "html", "text/html; charset=utf-8",
          "css", "text/css; charset=utf-8",
          "js", "text/javascript; charset=utf-8",
          "png", "image/png",
          "map", "application/json");

  private final String prefix;
  private final List<String> folders;

  /**
   * Serves {@code prefix + name} from the first of {@code folders} that holds {@code name}.
   *
   * @param prefix the URL prefix, ending with {@code /}
   * @param folders class-path folders, each ending with {@code /}
   */
  StaticFiles(String prefix, List<String> folders) {
    this.prefix = prefix;
    this.folders = List.copyOf(folders);
  }

  @Override
  protected void doGet(HttpServletRequest request, HttpServletResponse response)
      throws IOException {
    String path = request.getRequestURI();
    String name = path.startsWith(prefix) ? path.substring(prefix.length()) : null;
    if (name != null && name.isEmpty()) {
      name = "index.html";
    }
    if (name == null || !FILE_NAME.matcher(name).matches() || name.contains("..")) {
      notFound(response, path);
      return;
    }
    for (String folder : folders) {
      try (InputStream file =
          StaticFiles.class.getClassLoader().getResourceAsStream(folder + name)) {
        if (file != null) {
          String extension = name.substring(name.lastIndexOf('.') + 1);
          response.setContentType(TYPES.getOrDefault(extension, "application/octet-stream"));
          response.setHeader("X-Content-Type-Options", "nosniff");
          response.setHeader("Cache-Control", "no-cache");
          file.transferTo(response.getOutputStream());
          return;
        }
      }
    }
    notFound(response, path);
  }

  private static void notFound(HttpServletResponse response, String path) throws IOException {
    response.setStatus(HttpServletResponse.SC_NOT_FOUND);
    response.setContentType("application/json");
    Json.mapper()
        .writeValue(
            response.getOutputStream(),
            ErrorBody.of("no file " + path + " here", "not-found", Map.of()));
  }
}
