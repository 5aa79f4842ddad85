package org.aclgen.sample;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.nio.ByteBuffer;
import java.util.Map;
import org.aclgen.sample.http.CorsFilter;
import org.aclgen.sample.http.CorsOrigins;
import org.aclgen.sample.http.ErrorBody;
import org.aclgen.sample.http.Json;
import org.eclipse.jetty.http.HttpField;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;

/**
 * Writes the server's own error replies (a request that is not valid HTTP, an over-long URI or
 * header block, an error no service caught) as the app's JSON error body, not as an HTML page.
 *
 * <p>They carry the CORS headers the services' replies carry ({@link CorsFilter#markError}). The
 * message is chosen by status only, never taken from the exception, so that no reply names the
 * libraries the app is built with.
 */
final class JsonErrorHandler extends ErrorHandler {

  private final int maxHeaderBytes;
  private final CorsOrigins corsOrigins;

  /**
   * A handler for a server that reads at most {@code maxHeaderBytes} of request head, whose replies
   * carry the CORS headers of {@code corsOrigins}.
   */
  JsonErrorHandler(int maxHeaderBytes, CorsOrigins corsOrigins) {
    this.maxHeaderBytes = maxHeaderBytes;
    this.corsOrigins = corsOrigins;
  }

  @Override
  public boolean errorPageForMethod(String method) {
    return true;
  }

  @Override
  protected void generateResponse(
      Request request,
      Response response,
      int code,
      String message,
      Throwable cause,
      Callback callback) {
    response.getHeaders().put(HttpHeader.CONTENT_TYPE, "application/json");
    CorsFilter.markError(
        corsOrigins, request.getHeaders().get(HttpHeader.ORIGIN), response.getHeaders());
    response.write(true, ByteBuffer.wrap(body(code)), callback);
  }

  @Override
  public ByteBuffer badMessageError(int status, String reason, HttpFields.Mutable fields) {
    fields.put(new HttpField(HttpHeader.CONTENT_TYPE, "application/json"));
    // The head was not parsed: its Origin is unknown.
    CorsFilter.markError(corsOrigins, null, fields);
    return ByteBuffer.wrap(body(status));
  }

  private byte[] body(int code) {
    ErrorBody body = ErrorBody.of(message(code), ErrorBody.errorId(code), Map.of());
    try {
      return Json.mapper().writeValueAsBytes(body);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("an error body is always writable", e);
    }
  }

  private String message(int code) {
    switch (code) {
      case 400:
        return "the request is not valid HTTP";
      case 414:
        return "the request URI is longer than the " + maxHeaderBytes + " bytes the server reads";
      case 431:
        return "the request headers are longer than the "
            + maxHeaderBytes
            + " bytes the server reads";
      case 500:
        return "internal error";
      default:
        String reason = HttpStatus.getMessage(code);
        return reason == null ? "error " + code : reason;
    }
  }
}
