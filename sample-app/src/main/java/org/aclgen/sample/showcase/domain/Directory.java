package org.aclgen.sample.showcase.domain;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;

/**
 * The users of the platform with their voicemail, CTI settings and function keys.
 *
 * <p>Users, voicemails and CTI settings come from the configuration and never change; function keys
 * are read and written concurrently, under this object's lock.
 */
public final class Directory {

  /** The highest position a function key may have. */
  public static final int MAX_POSITION = 64;

  private static final Pattern UUID =
      Pattern.compile(
          "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}");
  private static final int MAX_QUOTED = 40;

  private final Map<String, User> users;
  private final Map<String, Voicemail> voicemails;
  private final Map<String, FuncKeyTemplate> templates;
  private final Map<String, TreeMap<Integer, FuncKey>> funcKeys = new HashMap<>();

  Directory(List<User> users, Map<String, Voicemail> voicemails) {
    this.users = new LinkedHashMap<>();
    this.templates = new HashMap<>();
    for (User user : users) {
      this.users.put(user.uuid(), user);
      this.templates.put(
          user.uuid(), new FuncKeyTemplate(user.id(), user.username() + "'s keys", true, 0));
      this.funcKeys.put(user.uuid(), new TreeMap<>());
    }
    this.voicemails = Map.copyOf(voicemails);
  }

  /** Every user, in configuration order. */
  public List<User> users() {
    return List.copyOf(users.values());
  }

  /**
   * The user with this uuid.
   *
   * @throws UnknownIdException if there is none
   */
  public User user(String uuid) {
    User user = users.get(uuid);
    if (user == null) {
      throw new UnknownIdException("user", uuid);
    }
    return user;
  }

  /**
   * {@code value} as a user uuid in its canonical, lower-case form; whether such a user exists is
   * not checked.
   *
   * @throws InvalidRequestException naming {@code field} if {@code value} is not a uuid
   */
  public static String userUuid(String value, String field) {
    if (!UUID.matcher(value).matches()) {
      String shown = value.length() > MAX_QUOTED ? value.substring(0, MAX_QUOTED) + "..." : value;
      throw new InvalidRequestException(field + " must be a user uuid, got '" + shown + "'");
    }
    return value.toLowerCase(Locale.ROOT);
  }

  /**
   * Checks that {@code uuid}, given in {@code field}, is a user's. Only for a caller that may read
   * that user: to anyone else the answer would tell which uuids are users.
   *
   * @throws InvalidRequestException if there is no such user
   */
  public void requireUser(String uuid, String field) {
    if (!users.containsKey(uuid)) {
      throw new InvalidRequestException(field + " " + uuid + " is not a user's uuid");
    }
  }

  /** The voicemail of a user. */
  public Voicemail voicemail(String uuid) {
    return voicemails.get(user(uuid).uuid());
  }

  /** The CTI settings of a user: every demo user may use the CTI client. */
  public Cti cti(String uuid) {
    user(uuid);
    return new Cti(true, 1, "Client");
  }

  /** The function keys of a user, by position. */
  public synchronized List<FuncKey> funcKeys(String uuid) {
    return List.copyOf(keysOf(uuid).values());
  }

  /**
   * The function key of a user at a position.
   *
   * @throws UnknownIdException if the user or the key does not exist
   */
  public synchronized FuncKey funcKey(String uuid, int position) {
    FuncKey key = keysOf(uuid).get(position);
    if (key == null) {
      throw new UnknownIdException("function key", position);
    }
    return key;
  }

  /**
   * Sets the function key of a user at a position, replacing any key there.
   *
   * @return the key as stored
   * @throws InvalidRequestException if the position is invalid, or the destination's user is not a
   *     uuid; whether that user exists is the caller's to check (see {@link #requireUser})
   */
  public synchronized FuncKey putFuncKey(
      String uuid, int position, String label, boolean blf, FuncKeyDestination destination) {
    TreeMap<Integer, FuncKey> keys = keysOf(uuid);
    if (position < 1 || position > MAX_POSITION) {
      throw new InvalidRequestException(
          "position must be from 1 to " + MAX_POSITION + ", got " + position);
    }
    if (destination.userId() != null) {
      userUuid(destination.userId(), "destination.user_id");
    }
    FuncKey key = FuncKey.at(position, label, blf, destination);
    keys.put(position, key);
    return key;
  }

  /**
   * Removes the function key of a user at a position.
   *
   * @throws UnknownIdException if the user or the key does not exist
   */
  public synchronized void deleteFuncKey(String uuid, int position) {
    if (keysOf(uuid).remove(position) == null) {
      throw new UnknownIdException("function key", position);
    }
  }

  /** The function key templates of a user: the user's own private template. */
  public synchronized List<FuncKeyTemplate> templates(String uuid) {
    FuncKeyTemplate template = templates.get(user(uuid).uuid());
    return List.of(
        new FuncKeyTemplate(
            template.id(), template.name(), template.privateTemplate(), keysOf(uuid).size()));
  }

  private TreeMap<Integer, FuncKey> keysOf(String uuid) {
    return funcKeys.get(user(uuid).uuid());
  }
}
