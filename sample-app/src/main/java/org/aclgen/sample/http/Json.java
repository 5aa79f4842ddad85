package org.aclgen.sample.http;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.json.JsonMapper;

/** The one JSON configuration of the app: snake_case field names, as the platform writes them. */
public final class Json {

  // The container owns the request and response streams: Jackson must not close them.
  private static final ObjectMapper MAPPER =
      JsonMapper.builder()
          .propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
          .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
          .disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET)
          .disable(JsonParser.Feature.AUTO_CLOSE_SOURCE)
          .build();

  private Json() {}

  /** The shared, thread-safe mapper. */
  public static ObjectMapper mapper() {
    return MAPPER;
  }
}
