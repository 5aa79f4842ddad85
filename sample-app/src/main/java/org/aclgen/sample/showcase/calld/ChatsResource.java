package org.aclgen.sample.showcase.calld;

import com.fasterxml.jackson.databind.JsonNode;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.SecurityContext;
import java.util.List;
import org.aclgen.annotations.RequiredAcl;
import org.aclgen.sample.http.Caller;
import org.aclgen.sample.http.JsonFields;
import org.aclgen.sample.showcase.domain.Directory;
import org.aclgen.sample.showcase.events.AppEvents;

/** Chat messages from the token's user to another user, delivered as {@code chat_message_event}. */
@Path("/users/me/chats")
@RequiredAcl
public final class ChatsResource {

  private static final List<String> FIELDS = List.of("to", "alias", "msg");

  private final Directory directory;
  private final AppEvents events;

  /** Sends chat messages between the users of {@code directory}. */
  public ChatsResource(Directory directory, AppEvents events) {
    this.directory = directory;
    this.events = events;
  }

  /**
   * Sends a message; the body is {@code {"to": "<user uuid>", "alias": "Alice", "msg": "hi"}}. Only
   * the recipient's tokens receive the event; a uuid that is no user's is answered the same (204).
   */
  @POST
  public Response send(JsonNode body, @Context SecurityContext security) {
    JsonFields fields = JsonFields.of(body, FIELDS);
    // Any uuid is accepted, as the platform's call service does: refusing unknown ones would tell a
    // caller who may not read users which uuids are users. A message to no one reaches no one.
    String to = Directory.userUuid(fields.text("to"), "to");
    String from = Caller.uuid(security);
    String alias = fields.optionalText("alias").orElse(directory.user(from).username());
    events.chatMessage(from, to, alias, fields.text("msg"));
    return Response.noContent().build();
  }
}
