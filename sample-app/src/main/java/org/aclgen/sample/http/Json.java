package org.aclgen.sample.http;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.json.JsonMapper;

/** The one JSON configuration of the app: snake_case field names, as the platform writes them. */
public final class Json {

  /** The deepest nesting a request body may have. */
  public static final int MAX_BODY_DEPTH = 64;

  /** The most digits a number in a request body may have. */
  public static final int MAX_NUMBER_LENGTH = 100;

  private static final ObjectMapper MAPPER = configure(JsonMapper.builder()).build();

  // Request bodies are untrusted: repeated keys are refused (which value would win is a guess),
  // and nesting and numbers are bounded far below what the body size limit would allow.
  private static final ObjectMapper BODY_MAPPER =
      configure(
              JsonMapper.builder(
                  JsonFactory.builder()
                      .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
                      .streamReadConstraints(
                          StreamReadConstraints.builder()
                              .maxNestingDepth(MAX_BODY_DEPTH)
                              .maxNumberLength(MAX_NUMBER_LENGTH)
                              .maxDocumentLength(BodyLimitFilter.DEFAULT_LIMIT)
                              .build())
                      .build()))
          .build();

  private Json() {}

  /** The shared, thread-safe mapper. */
  public static ObjectMapper mapper() {
    return MAPPER;
  }

  /** The mapper that reads HTTP request bodies: strict about repeated keys, bounded in depth. */
  static ObjectMapper bodyMapper() {
    return BODY_MAPPER;
  }

  // The container owns the request and response streams: Jackson must not close them.
  private static JsonMapper.Builder configure(JsonMapper.Builder builder) {
    return builder
        .propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
        .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
        .disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET)
        .disable(JsonParser.Feature.AUTO_CLOSE_SOURCE);
  }
}
