package org.aclgen.sample.http;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.MultivaluedMap;
import jakarta.ws.rs.ext.MessageBodyReader;
import jakarta.ws.rs.ext.MessageBodyWriter;
import jakarta.ws.rs.ext.Provider;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.lang.annotation.Annotation;
import java.lang.reflect.Type;
import java.util.Collection;
import java.util.Map;
import org.aclgen.sample.domain.InvalidRequestException;

/**
 * Reads request bodies as JSON trees and writes records, maps and lists as JSON.
 *
 * <p>Request bodies are read as trees, whatever their content type, so that resources check each
 * field themselves and answer a precise 400; an empty body reads as a missing node. Only records,
 * maps, collections and trees are written, so text and bytes keep Jersey's own writers.
 */
@Provider
@Consumes(MediaType.WILDCARD)
@Produces(MediaType.APPLICATION_JSON)
public final class JsonBodyProvider
    implements MessageBodyReader<JsonNode>, MessageBodyWriter<Object> {

  @Override
  public boolean isReadable(
      Class<?> type, Type genericType, Annotation[] annotations, MediaType mediaType) {
    return type == JsonNode.class;
  }

  @Override
  public JsonNode readFrom(
      Class<JsonNode> type,
      Type genericType,
      Annotation[] annotations,
      MediaType mediaType,
      MultivaluedMap<String, String> httpHeaders,
      InputStream entityStream)
      throws IOException {
    try {
      JsonNode node = Json.mapper().readTree(entityStream);
      return node == null ? MissingNode.getInstance() : node;
    } catch (JsonProcessingException e) {
      throw new InvalidRequestException("the body is not valid JSON: " + e.getOriginalMessage());
    }
  }

  @Override
  public boolean isWriteable(
      Class<?> type, Type genericType, Annotation[] annotations, MediaType mediaType) {
    return type.isRecord()
        || Map.class.isAssignableFrom(type)
        || Collection.class.isAssignableFrom(type)
        || JsonNode.class.isAssignableFrom(type);
  }

  @Override
  public void writeTo(
      Object value,
      Class<?> type,
      Type genericType,
      Annotation[] annotations,
      MediaType mediaType,
      MultivaluedMap<String, Object> httpHeaders,
      OutputStream entityStream)
      throws IOException {
    Json.mapper().writeValue(entityStream, value);
  }
}
