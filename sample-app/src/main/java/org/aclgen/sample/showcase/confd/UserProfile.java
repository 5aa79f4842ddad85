package org.aclgen.sample.showcase.confd;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.aclgen.sample.showcase.domain.Extension;
import org.aclgen.sample.showcase.domain.Line;
import org.aclgen.sample.showcase.domain.LinePlan;
import org.aclgen.sample.showcase.domain.User;
import org.aclgen.sample.showcase.domain.UserSettings;
import org.aclgen.sample.showcase.domain.Voicemail;

/**
 * The full user of {@code GET /users/{user_id}}, in the platform's shape: what a client such as
 * {@code @wazo/sdk} reads to build its profile.
 *
 * @param id the numeric id
 * @param uuid the uuid
 * @param username the login name
 * @param firstname the first name (the login name, capitalized, for the demo users)
 * @param lastname the last name, empty for the demo users
 * @param email the email address; none for the demo users
 * @param mobilePhoneNumber the mobile number; none for the demo users
 * @param subscriptionType the platform's subscription level, 0 for the demo users
 * @param lines the user's lines with their extensions
 * @param forwards {@code busy}, {@code noanswer} and {@code unconditional}
 * @param services {@code dnd} and {@code incallfilter}
 * @param voicemail the user's voicemail box, {@code {id, name}}
 * @param switchboards the switchboards the user belongs to: none
 * @param groups the groups the user belongs to: none
 */
public record UserProfile(
    int id,
    String uuid,
    String username,
    String firstname,
    String lastname,
    String email,
    String mobilePhoneNumber,
    int subscriptionType,
    List<ProfileLine> lines,
    Map<String, UserSettings.Forward> forwards,
    Map<String, Enabled> services,
    VoicemailRef voicemail,
    List<Object> switchboards,
    List<Object> groups) {

  /**
   * A line of the user.
   *
   * @param id the line id
   * @param name the line's SIP name
   * @param context the dial plan context
   * @param extensions the line's extensions
   */
  public record ProfileLine(int id, String name, String context, List<ExtensionRef> extensions) {}

  /**
   * An extension of a line.
   *
   * @param id the extension id
   * @param exten the number
   * @param context the dial plan context
   */
  public record ExtensionRef(int id, String exten, String context) {}

  /**
   * Whether a service is on.
   *
   * @param enabled {@code true} when on
   */
  public record Enabled(boolean enabled) {}

  /**
   * A reference to a voicemail box.
   *
   * @param id the voicemail id
   * @param name the box's name
   */
  public record VoicemailRef(int id, String name) {}

  /** The full view of {@code user} from the line plan, voicemail and settings. */
  static UserProfile of(User user, LinePlan linePlan, Voicemail voicemail, UserSettings settings) {
    List<ProfileLine> lines =
        linePlan.userLines(user.uuid()).stream().map(line -> line(line, linePlan)).toList();
    Map<String, UserSettings.Forward> forwards = new LinkedHashMap<>();
    for (String forward : UserSettings.FORWARDS) {
      forwards.put(forward, settings.forward(user.uuid(), forward));
    }
    Map<String, Enabled> services = new LinkedHashMap<>();
    for (String service : UserSettings.SERVICES) {
      services.put(service, new Enabled(settings.service(user.uuid(), service)));
    }
    String name = user.username();
    String firstname = name.substring(0, 1).toUpperCase(Locale.ROOT) + name.substring(1);
    return new UserProfile(
        user.id(),
        user.uuid(),
        name,
        firstname,
        "",
        null,
        null,
        0,
        lines,
        forwards,
        services,
        voicemail == null ? null : new VoicemailRef(voicemail.id(), voicemail.name()),
        List.of(),
        List.of());
  }

  private static ProfileLine line(Line line, LinePlan linePlan) {
    List<ExtensionRef> extensions =
        line.extensions().stream()
            .map(linePlan::extension)
            .map((Extension e) -> new ExtensionRef(e.id(), e.exten(), e.context()))
            .toList();
    return new ProfileLine(line.id(), line.name(), line.context(), extensions);
  }
}
