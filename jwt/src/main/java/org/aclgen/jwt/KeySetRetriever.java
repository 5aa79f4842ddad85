package org.aclgen.jwt;

import com.nimbusds.jose.util.Resource;
import com.nimbusds.jose.util.ResourceRetriever;
import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import org.aclgen.tokens.TokenServiceUnavailableException;

/**
 * nimbus's retriever of the issuer's key set, through {@link HttpJson}: a whole 200 JSON reply of
 * at most a bounded size within the deadline, else an {@link IOException} that names the URL and
 * the problem.
 */
final class KeySetRetriever implements ResourceRetriever {

  private final HttpJson http;

  KeySetRetriever(HttpJson http) {
    this.http = http;
  }

  @Override
  public Resource retrieveResource(URL url) throws IOException {
    URI uri;
    try {
      uri = url.toURI();
    } catch (URISyntaxException e) {
      throw new IOException(e.getMessage(), e);
    }
    try {
      return new Resource(http.text(uri, http.getRequest(uri)), "application/json");
    } catch (TokenServiceUnavailableException e) {
      throw new IOException(e.getMessage(), e);
    }
  }
}
