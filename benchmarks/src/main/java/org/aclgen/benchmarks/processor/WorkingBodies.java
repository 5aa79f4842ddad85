package org.aclgen.benchmarks.processor;

import java.util.List;

/**
 * The code of {@link SyntheticProject.Bodies#WORKING}: what a typical resource method does (find an
 * item or answer 404, filter and sort with a stream, build a reply), and the per-service store it
 * calls.
 */
final class WorkingBodies {
  /** The imports a resource class with working bodies needs besides the JAX-RS ones. */
  static final List<String> IMPORTS =
      List.of(
          "jakarta.ws.rs.NotFoundException",
          "java.util.LinkedHashMap",
          "java.util.List",
          "java.util.Locale",
          "java.util.Map",
          "java.util.stream.Collectors");

  private WorkingBodies() {}

  /** The body of method {@code m}, indented for a class member. */
  static String body(int m) {
    return """
            Store.Item item =
                store
                    .find(resId, itemId)
                    .orElseThrow(() -> new NotFoundException("no item " + itemId + " in " + resId));
            List<String> tags =
                store.tags(resId).stream()
                    .filter(tag -> !tag.isBlank())
                    .map(tag -> tag.toLowerCase(Locale.ROOT))
                    .sorted()
                    .limit(limit)
                    .collect(Collectors.toList());
            Map<String, Object> reply = new LinkedHashMap<>();
            reply.put("id", item.id());
            reply.put("name", item.name());
            reply.put("tags", tags);
            reply.put("updated", item.updated().toString());
            return String.format(Locale.ROOT, "%s/%s (item%d): %s", resId, itemId, ITEM_NUMBER, reply);
        """
        .replace("ITEM_NUMBER", Integer.toString(m));
  }

  /** The store of {@code service}'s resources. */
  static String store(String service) {
    return """
        package bench.SERVICE;

        import java.time.Instant;
        import java.util.List;
        import java.util.Map;
        import java.util.Optional;
        import java.util.concurrent.ConcurrentHashMap;

        /** The items the resources of SERVICE serve. */
        public final class Store {
          /** One item. */
          public record Item(String id, String name, Instant updated) {}

          private final Map<String, Map<String, Item>> items = new ConcurrentHashMap<>();

          /** The item {@code id} of {@code resource}, if there is one. */
          public Optional<Item> find(String resource, String id) {
            return Optional.ofNullable(items.getOrDefault(resource, Map.of()).get(id));
          }

          /** The ids of {@code resource}'s items. */
          public List<String> tags(String resource) {
            return List.copyOf(items.getOrDefault(resource, Map.of()).keySet());
          }
        }
        """
        .replace("SERVICE", service);
  }
}
