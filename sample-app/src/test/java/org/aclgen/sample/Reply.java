package org.aclgen.sample;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.http.HttpHeaders;
import java.util.Optional;

/** An HTTP reply as the tests look at it. */
public record Reply(int status, HttpHeaders headers, String body) {

  private static final ObjectMapper MAPPER = new ObjectMapper();

  public JsonNode json() {
    try {
      return MAPPER.readTree(body);
    } catch (JsonProcessingException e) {
      throw new AssertionError("not JSON (status " + status + "): " + body, e);
    }
  }

  public Optional<String> header(String name) {
    return headers.firstValue(name);
  }

  @Override
  public String toString() {
    return status + " " + body;
  }
}
