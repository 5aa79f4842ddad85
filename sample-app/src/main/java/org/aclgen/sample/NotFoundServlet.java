package org.aclgen.sample;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Map;
import org.aclgen.sample.http.ErrorBody;
import org.aclgen.sample.http.Json;

/** Answers every path outside the services with a JSON 404, like the services' own errors. */
final class NotFoundServlet extends HttpServlet {
  private static final long serialVersionUID = 1L;

  @Override
  protected void service(HttpServletRequest request, HttpServletResponse response)
      throws IOException {
    response.setStatus(HttpServletResponse.SC_NOT_FOUND);
    response.setContentType("application/json");
    ErrorBody body =
        ErrorBody.of(
            "no resource here; the services are under /api/auth/0.1, /api/confd/1.1,"
                + " /api/calld/1.0 and /api/acl",
            "not-found",
            Map.of());
    Json.mapper().writeValue(response.getOutputStream(), body);
  }
}
