package org.aclgen.sample.http;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.MultivaluedMap;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.MessageBodyReader;
import jakarta.ws.rs.ext.MessageBodyWriter;
import jakarta.ws.rs.ext.Provider;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PushbackInputStream;
import java.lang.annotation.Annotation;
import java.lang.reflect.Type;
import java.util.Collection;
import java.util.Locale;
import java.util.Map;
import org.aclgen.sample.showcase.domain.InvalidRequestException;

/**
 * Reads request bodies as JSON trees and writes records, maps and lists as JSON.
 *
 * <p>Request bodies are read as trees, so that resources check each field themselves and answer a
 * precise 400; an empty body reads as a missing node, and a non-empty one must be declared {@code
 * application/json} (or {@code +json}), else 415. Only records, maps, collections and trees are
 * written, so text and bytes keep Jersey's own writers.
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
    // Jersey reports a missing Content-Type as application/octet-stream: look at the header.
    String declared = httpHeaders.getFirst(HttpHeaders.CONTENT_TYPE);
    return read(declared == null ? null : mediaType, entityStream);
  }

  /**
   * Reads a request body as a JSON tree: a missing node when the body is empty, whatever its type.
   *
   * @param mediaType the body's declared type, or null when it has none
   * @throws WebApplicationException 415 for a body that is not declared JSON, 413 for a body past
   *     its endpoint's limit
   * @throws InvalidRequestException for a body that is not valid JSON, repeats a key or nests
   *     deeper than {@link Json#MAX_BODY_DEPTH}
   */
  public static JsonNode read(MediaType mediaType, InputStream body) throws IOException {
    PushbackInputStream in = new PushbackInputStream(body, 1);
    try {
      int first = in.read();
      if (first < 0) {
        return MissingNode.getInstance();
      }
      in.unread(first);
      if (!isJson(mediaType)) {
        throw new WebApplicationException(notJson(mediaType));
      }
      JsonNode node = Json.bodyMapper().readTree(in);
      return node == null ? MissingNode.getInstance() : node;
    } catch (BodyTooLargeException e) {
      throw new WebApplicationException(tooLarge(e.limit()));
    } catch (StreamConstraintsException e) {
      throw new InvalidRequestException(
          "the body is not valid JSON: it nests deeper than "
              + Json.MAX_BODY_DEPTH
              + " levels or has a number longer than "
              + Json.MAX_NUMBER_LENGTH
              + " digits");
    } catch (JsonProcessingException e) {
      throw new InvalidRequestException(
          "the body is not valid JSON: " + plain(e.getOriginalMessage()));
    }
  }

  /** A 413 reply for a body past {@code limit} bytes; the connection is closed after it. */
  static Response tooLarge(long limit) {
    return Response.status(413)
        .type(MediaType.APPLICATION_JSON_TYPE)
        .header("Connection", "close")
        .entity(BodyLimitFilter.tooLargeBody(limit))
        .build();
  }

  private static boolean isJson(MediaType type) {
    return type != null
        && type.getType().equalsIgnoreCase("application")
        && (type.getSubtype().equalsIgnoreCase("json")
            || type.getSubtype().toLowerCase(Locale.ROOT).endsWith("+json"));
  }

  private static Response notJson(MediaType type) {
    String declared = type == null ? "none" : type.getType() + "/" + type.getSubtype();
    return ErrorBody.reply(
        415,
        "the body must be JSON, sent with Content-Type: application/json; it was declared "
            + declared,
        "unsupported-media-type",
        Map.of("content_type", declared));
  }

  /**
   * The parser's message without its hints, which name the parser's own settings: "Unexpected
   * character ('x' (code 120)): expected a valid value (...)" becomes its part before the colon.
   */
  private static String plain(String message) {
    String plain = message == null ? "malformed" : message;
    for (String cut : new String[] {": ", " (for ", "`", "\n"}) {
      int at = plain.indexOf(cut);
      if (at > 0) {
        plain = plain.substring(0, at);
      }
    }
    return plain.strip();
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
