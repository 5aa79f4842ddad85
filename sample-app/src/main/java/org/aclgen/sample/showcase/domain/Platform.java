package org.aclgen.sample.showcase.domain;

import java.time.Clock;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.aclgen.sample.config.UserAccount;

/**
 * The whole in-memory state of the sample platform.
 *
 * @param directory users, voicemails and function keys
 * @param linePlan lines, extensions and their associations
 * @param callBoard calls and transfers
 */
public record Platform(Directory directory, LinePlan linePlan, CallBoard callBoard) {

  /**
   * The platform's uuid, fixed so that clients may keep it across restarts (the platform's {@code
   * xivo_uuid}).
   */
  public static final String UUID = "6b0f1d2c-3a4e-4f5b-8c6d-7e8f9a0b1c2d";

  private static final String CONTEXT = "default";

  /**
   * Creates the platform with demo data for each user: one line with one extension ({@code 1001}
   * for the first user, {@code 1002} for the second...), one voicemail at that number and function
   * keys at positions 1 to 3.
   */
  public static Platform seed(List<UserAccount> accounts, Clock clock) {
    List<User> users = new ArrayList<>();
    Map<String, Voicemail> voicemails = new HashMap<>();
    LinePlan linePlan = new LinePlan();
    for (UserAccount account : accounts) {
      int id = users.size() + 1;
      String number = Integer.toString(1000 + id);
      users.add(new User(id, account.uuid(), account.username()));
      voicemails.put(account.uuid(), new Voicemail(id, account.username(), number, CONTEXT));
      Line line = linePlan.createLine("line-" + account.username(), "sip", CONTEXT);
      Extension extension = linePlan.createExtension(number, CONTEXT);
      linePlan.associateUser(account.uuid(), line.id());
      linePlan.associateExtension(line.id(), extension.id());
    }
    Directory directory = new Directory(users, voicemails);
    for (int i = 0; i < users.size(); i++) {
      String uuid = users.get(i).uuid();
      User next = users.get((i + 1) % users.size());
      directory.putFuncKey(uuid, 1, "Voicemail", false, FuncKeyDestination.custom("*98"));
      directory.putFuncKey(uuid, 2, "Park", false, FuncKeyDestination.park());
      directory.putFuncKey(uuid, 3, next.username(), true, FuncKeyDestination.user(next.uuid()));
    }
    return new Platform(directory, linePlan, new CallBoard(clock));
  }
}
