package org.aclgen.sample.showcase.web;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

/** Sends a page's address without its trailing slash to the page, keeping the query. */
final class Redirect extends HttpServlet {
  private static final long serialVersionUID = 1L;

  private final String target;

  Redirect(String target) {
    this.target = target;
  }

  @Override
  protected void doGet(HttpServletRequest request, HttpServletResponse response) {
    String query = request.getQueryString();
    response.setStatus(HttpServletResponse.SC_MOVED_PERMANENTLY);
    response.setHeader("Location", query == null ? target : target + "?" + query);
  }
}
