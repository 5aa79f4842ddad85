package org.aclgen.sample.showcase.calld;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.SecurityContext;
import java.util.List;
import org.aclgen.annotations.RequiredAcl;
import org.aclgen.sample.http.Caller;
import org.aclgen.sample.showcase.domain.Directory;
import org.aclgen.sample.showcase.domain.Voicemail;

/** The voicemail box of the token's user with its folders, as a softphone lists messages. */
@Path("/users/me/voicemails")
@Produces(MediaType.APPLICATION_JSON)
@RequiredAcl
public final class VoicemailsResource {

  private static final List<String> FOLDERS = List.of("new", "old", "urgent");

  private final Directory directory;

  /** Serves the voicemails of the users of {@code directory}. */
  public VoicemailsResource(Directory directory) {
    this.directory = directory;
  }

  /**
   * A voicemail box in calld's shape.
   *
   * @param id the voicemail id
   * @param name the box's name
   * @param number the box number
   * @param context the dial plan context
   * @param folders the box's folders, each with its messages
   */
  public record Box(int id, String name, String number, String context, List<Folder> folders) {}

  /**
   * A folder of a box.
   *
   * @param id the folder's id
   * @param name the folder's name
   * @param type the folder's type: {@code new}, {@code old} or {@code urgent}
   * @param messages the messages: the demo records none
   */
  public record Folder(int id, String name, String type, List<Object> messages) {}

  /** Reads the token's user's voicemail box. */
  @GET
  public Box voicemail(@Context SecurityContext security) {
    Voicemail voicemail = directory.voicemail(Caller.uuid(security));
    List<Folder> folders =
        FOLDERS.stream()
            .map(type -> new Folder(FOLDERS.indexOf(type) + 1, type, type, List.of()))
            .toList();
    return new Box(
        voicemail.id(), voicemail.name(), voicemail.number(), voicemail.context(), folders);
  }
}
