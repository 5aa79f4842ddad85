package org.aclgen.jwt;

import com.nimbusds.jose.util.JSONObjectUtils;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.text.ParseException;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import org.aclgen.tokens.TokenServiceUnavailableException;

/**
 * The HTTP side of the validators: a GET or a POST whose reply must be a 200 JSON object of at most
 * a bounded size, read no further than that bound. Anything else is a {@link
 * TokenServiceUnavailableException} that names the URL and the problem, never a token.
 */
final class HttpJson {

  private final HttpClient client;
  private final Duration requestTimeout;
  private final int maxReplyBytes;
  private final AtomicLong calls = new AtomicLong();

  HttpJson(Duration connectTimeout, Duration requestTimeout, int maxReplyBytes) {
    this.client =
        HttpClient.newBuilder()
            // HTTP/1.1: the client's h2c upgrade of a POST with a body stalls some servers.
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(connectTimeout)
            .followRedirects(HttpClient.Redirect.NEVER)
            .build();
    this.requestTimeout = requestTimeout;
    this.maxReplyBytes = maxReplyBytes;
  }

  /** GETs {@code uri} and reads its reply as a JSON object. */
  Map<String, Object> get(URI uri) {
    return send(uri, request(uri).GET().build());
  }

  /** POSTs the form {@code body} to {@code uri} with {@code authorization} (or none if null). */
  Map<String, Object> postForm(URI uri, String body, String authorization) {
    HttpRequest.Builder request =
        request(uri)
            .header("Content-Type", "application/x-www-form-urlencoded")
            .POST(HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8));
    if (authorization != null) {
      request.header("Authorization", authorization);
    }
    return send(uri, request.build());
  }

  /** How many requests were sent. */
  long calls() {
    return calls.get();
  }

  private HttpRequest.Builder request(URI uri) {
    return HttpRequest.newBuilder(uri).timeout(requestTimeout).header("Accept", "application/json");
  }

  private Map<String, Object> send(URI uri, HttpRequest request) {
    calls.incrementAndGet();
    HttpResponse<InputStream> response;
    try {
      response = client.send(request, HttpResponse.BodyHandlers.ofInputStream());
    } catch (IOException e) {
      throw new TokenServiceUnavailableException(JwtMessage.UNREACHABLE.format(uri, e), e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new TokenServiceUnavailableException(JwtMessage.INTERRUPTED.format(uri), e);
    }
    try (InputStream body = response.body()) {
      if (response.statusCode() != 200) {
        throw new TokenServiceUnavailableException(
            JwtMessage.HTTP_STATUS.format(uri, response.statusCode()));
      }
      String type = response.headers().firstValue("Content-Type").orElse("");
      if (!isJson(type)) {
        throw new TokenServiceUnavailableException(JwtMessage.NOT_JSON_TYPE.format(uri, type));
      }
      byte[] bytes = body.readNBytes(maxReplyBytes + 1);
      if (bytes.length > maxReplyBytes) {
        throw new TokenServiceUnavailableException(JwtMessage.TOO_LONG.format(uri, maxReplyBytes));
      }
      return JSONObjectUtils.parse(new String(bytes, StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new TokenServiceUnavailableException(JwtMessage.UNREADABLE.format(uri, e), e);
    } catch (ParseException e) {
      throw new TokenServiceUnavailableException(JwtMessage.NOT_JSON.format(uri), e);
    }
  }

  /** {@code application/json}, or a {@code +json} type such as {@code application/jwk-set+json}. */
  private static boolean isJson(String contentType) {
    String type = contentType.split(";", 2)[0].strip().toLowerCase(java.util.Locale.ROOT);
    return type.equals("application/json")
        || type.startsWith("application/") && type.endsWith("+json");
  }
}
