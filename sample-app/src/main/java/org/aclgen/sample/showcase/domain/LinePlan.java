package org.aclgen.sample.showcase.domain;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Lines, extensions and their associations with users and with each other.
 *
 * <p>Every method runs under this object's lock and checks everything before it changes anything,
 * so a refused request leaves no trace and readers never see half an association.
 */
public final class LinePlan {

  private record LineData(String name, String protocol, String context) {}

  private record ExtensionData(String exten, String context) {}

  private final TreeMap<Integer, LineData> lines = new TreeMap<>();
  private final TreeMap<Integer, ExtensionData> extensions = new TreeMap<>();
  private final Map<Integer, Set<String>> lineUsers = new TreeMap<>();
  private final Map<Integer, Set<Integer>> lineExtensions = new TreeMap<>();

  /** Every line, by id. */
  public synchronized List<Line> lines() {
    return lines.keySet().stream().map(this::view).toList();
  }

  /**
   * The line with this id.
   *
   * @throws UnknownIdException if there is none
   */
  public synchronized Line line(int id) {
    requireLine(id);
    return view(id);
  }

  /** Creates a line with the next free id. */
  public synchronized Line createLine(String name, String protocol, String context) {
    int id = nextId(lines);
    lines.put(id, new LineData(name, protocol, context));
    lineUsers.put(id, new LinkedHashSet<>());
    lineExtensions.put(id, new LinkedHashSet<>());
    return view(id);
  }

  /** Every extension, by id. */
  public synchronized List<Extension> extensions() {
    return extensions.keySet().stream().map(this::extensionView).toList();
  }

  /**
   * The extension with this id.
   *
   * @throws UnknownIdException if there is none
   */
  public synchronized Extension extension(int id) {
    requireExtension(id);
    return extensionView(id);
  }

  /**
   * Creates an extension with the next free id.
   *
   * @throws InvalidRequestException if the number already exists in the context
   */
  public synchronized Extension createExtension(String exten, String context) {
    ExtensionData data = new ExtensionData(exten, context);
    if (extensions.containsValue(data)) {
      throw new InvalidRequestException("extension " + exten + "@" + context + " already exists");
    }
    int id = nextId(extensions);
    extensions.put(id, data);
    return extensionView(id);
  }

  /** The lines associated with a user, by id. */
  public synchronized List<Line> userLines(String userUuid) {
    return lines.keySet().stream()
        .filter(id -> lineUsers.get(id).contains(userUuid))
        .map(this::view)
        .toList();
  }

  /**
   * The line {@code lineId} as associated with a user.
   *
   * @throws UnknownIdException if the line does not exist or is not the user's
   */
  public synchronized Line userLine(String userUuid, int lineId) {
    if (!lines.containsKey(lineId) || !lineUsers.get(lineId).contains(userUuid)) {
      throw new UnknownIdException("line of this user", lineId);
    }
    return view(lineId);
  }

  /** Associates a user with a line; associating twice changes nothing. */
  public synchronized Line associateUser(String userUuid, int lineId) {
    requireLine(lineId);
    lineUsers.get(lineId).add(userUuid);
    return view(lineId);
  }

  /**
   * Dissociates a user from a line.
   *
   * @throws UnknownIdException if the line does not exist or is not the user's
   */
  public synchronized void dissociateUser(String userUuid, int lineId) {
    userLine(userUuid, lineId);
    lineUsers.get(lineId).remove(userUuid);
  }

  /** Associates a line with an extension; associating twice changes nothing. */
  public synchronized Line associateExtension(int lineId, int extensionId) {
    requireLine(lineId);
    requireExtension(extensionId);
    lineExtensions.get(lineId).add(extensionId);
    return view(lineId);
  }

  /** The lines associated with an extension, by id. */
  public synchronized List<Line> extensionLines(int extensionId) {
    requireExtension(extensionId);
    return lines.keySet().stream()
        .filter(id -> lineExtensions.get(id).contains(extensionId))
        .map(this::view)
        .toList();
  }

  private void requireLine(int id) {
    if (!lines.containsKey(id)) {
      throw new UnknownIdException("line", id);
    }
  }

  private void requireExtension(int id) {
    if (!extensions.containsKey(id)) {
      throw new UnknownIdException("extension", id);
    }
  }

  private Line view(int id) {
    LineData data = lines.get(id);
    return new Line(
        id,
        data.name(),
        data.protocol(),
        data.context(),
        new ArrayList<>(lineUsers.get(id)),
        new ArrayList<>(lineExtensions.get(id)));
  }

  private Extension extensionView(int id) {
    ExtensionData data = extensions.get(id);
    List<Integer> associated =
        lines.keySet().stream().filter(line -> lineExtensions.get(line).contains(id)).toList();
    return new Extension(id, data.exten(), data.context(), associated);
  }

  private static int nextId(TreeMap<Integer, ?> byId) {
    return byId.isEmpty() ? 1 : byId.lastKey() + 1;
  }
}
