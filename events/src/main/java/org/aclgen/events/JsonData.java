package org.aclgen.events;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Deep, immutable copies of JSON values, so that an event shared by many subscribers cannot be
 * changed by one of them.
 *
 * <p>Numbers become {@link BigDecimal}, which is what the JSON reader produces: an event built in
 * code and the same event read back from the bus are then equal.
 */
final class JsonData {

  private JsonData() {}

  /**
   * An immutable copy of a JSON object whose values are maps, lists, strings, numbers, booleans or
   * {@code null}.
   *
   * @throws IllegalArgumentException naming the member path of a value JSON cannot hold
   */
  static Map<String, Object> copyObject(Map<?, ?> object, String path) {
    Map<String, Object> copy = new LinkedHashMap<>();
    for (Map.Entry<?, ?> member : object.entrySet()) {
      if (!(member.getKey() instanceof String key)) {
        throw new IllegalArgumentException(path + " has a member name that is not a string");
      }
      copy.put(key, copyValue(member.getValue(), path + "." + key));
    }
    return Collections.unmodifiableMap(copy);
  }

  private static Object copyValue(Object value, String path) {
    if (value == null || value instanceof String || value instanceof Boolean) {
      return value;
    }
    if (value instanceof Number number) {
      return toDecimal(number, path);
    }
    if (value instanceof Map<?, ?> map) {
      return copyObject(map, path);
    }
    if (value instanceof List<?> list) {
      List<Object> copy = new ArrayList<>(list.size());
      for (int i = 0; i < list.size(); i++) {
        copy.add(copyValue(list.get(i), path + "[" + i + "]"));
      }
      return Collections.unmodifiableList(copy);
    }
    throw new IllegalArgumentException(
        path + " is a " + value.getClass().getName() + ", which JSON cannot hold");
  }

  private static BigDecimal toDecimal(Number number, String path) {
    if (number instanceof BigDecimal decimal) {
      return decimal;
    }
    if (number instanceof BigInteger integer) {
      return new BigDecimal(integer);
    }
    if (number instanceof Integer
        || number instanceof Long
        || number instanceof Short
        || number instanceof Byte) {
      return BigDecimal.valueOf(number.longValue());
    }
    if (number instanceof Double || number instanceof Float) {
      double d = number.doubleValue();
      if (Double.isNaN(d) || Double.isInfinite(d)) {
        throw new IllegalArgumentException(path + " is " + d + ", which JSON cannot hold");
      }
      return new BigDecimal(number.toString());
    }
    throw new IllegalArgumentException(
        path + " is a " + number.getClass().getName() + ", which is not a supported number type");
  }
}
