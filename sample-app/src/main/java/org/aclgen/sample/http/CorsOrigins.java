package org.aclgen.sample.http;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The web origins whose browser applications may call the APIs (CORS): none, some, or any.
 *
 * <p>None by default: the app fails closed, and a browser page on another origin cannot read its
 * replies. {@code *} allows any origin, as the platform's own deployments do; tokens travel in
 * {@code X-Auth-Token}, never in cookies, so credentials are never sent on a page's behalf.
 *
 * @param origins the allowed origins, such as {@code http://localhost:3000}, in lower case
 * @param any whether every origin is allowed
 */
public record CorsOrigins(List<String> origins, boolean any) {

  /** No origin allowed: the default. */
  public static final CorsOrigins NONE = new CorsOrigins(List.of(), false);

  /** Every origin allowed. */
  public static final CorsOrigins ANY = new CorsOrigins(List.of(), true);

  public CorsOrigins {
    origins = List.copyOf(origins);
  }

  /**
   * Reads a comma-separated list of origins ({@code scheme://host[:port]}, http or https), or
   * {@code *} for any.
   *
   * @throws IllegalArgumentException naming the first value that is not an origin
   */
  public static CorsOrigins parse(String text) {
    if (text.strip().equals("*")) {
      return ANY;
    }
    List<String> origins = new ArrayList<>();
    for (String item : text.split(",", -1)) {
      origins.add(origin(item.strip()));
    }
    return new CorsOrigins(origins, false);
  }

  /** Whether a browser page of {@code origin} (the {@code Origin} header) may call the APIs. */
  public boolean allows(String origin) {
    return origin != null && (any || origins.contains(origin.toLowerCase(Locale.ROOT)));
  }

  /** Whether any origin at all is allowed. */
  public boolean isEnabled() {
    return any || !origins.isEmpty();
  }

  private static String origin(String value) {
    try {
      URI uri = new URI(value);
      String scheme = uri.getScheme();
      if (("http".equalsIgnoreCase(scheme) || "https".equalsIgnoreCase(scheme))
          && uri.getHost() != null
          && uri.getUserInfo() == null
          && (uri.getRawPath() == null || uri.getRawPath().isEmpty())
          && uri.getRawQuery() == null
          && uri.getRawFragment() == null) {
        return value.toLowerCase(Locale.ROOT);
      }
    } catch (URISyntaxException e) {
      // Falls through to the one message for every bad origin.
    }
    throw new IllegalArgumentException(
        "'"
            + value
            + "' is not a web origin such as http://localhost:3000 (scheme, host and port only),"
            + " nor *");
  }
}
