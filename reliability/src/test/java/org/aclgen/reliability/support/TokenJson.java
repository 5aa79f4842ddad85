package org.aclgen.reliability.support;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.List;

/** Builds token replies in the platform's shape, {@code {"data": {...}}}, for a fake service. */
public final class TokenJson {

  private static final ObjectMapper MAPPER = new ObjectMapper();

  private TokenJson() {}

  /** The {@code data} object of a valid token of {@code authId} with {@code acl}, expiring then. */
  public static ObjectNode data(String authId, List<String> acl, Instant expiresAt) {
    ObjectNode data = MAPPER.createObjectNode();
    data.put("token", "opaque");
    data.put("auth_id", authId);
    ArrayNode list = data.putArray("acl");
    acl.forEach(list::add);
    data.put("utc_expires_at", LocalDateTime.ofInstant(expiresAt, ZoneOffset.UTC).toString());
    data.put("expires_at", expiresAt.atOffset(ZoneOffset.UTC).toString());
    data.putObject("metadata");
    return data;
  }

  /** {@code {"data": data}} as text. */
  public static String reply(ObjectNode data) {
    ObjectNode root = MAPPER.createObjectNode();
    root.set("data", data);
    try {
      return MAPPER.writeValueAsString(root);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException(e);
    }
  }

  /** The reply of a valid token of {@code authId} with {@code acl}, valid for an hour. */
  public static String valid(String authId, List<String> acl) {
    return reply(data(authId, acl, Instant.now().plusSeconds(3600)));
  }
}
