package org.aclgen.acl.internal;

import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

/**
 * Generates JSON texts for {@link JsonReaderPropertiesTest}: valid trees with varied white space,
 * escapes and number forms; nestings around the depth limit; numbers around the length limit; keys
 * from a small alphabet so that duplicates (also spelled with escapes) occur; and one-character
 * mutations of all of these, which are mostly invalid.
 */
final class JsonDocuments {

  /** How a document was made, for the statistics. */
  enum Shape {
    TREE,
    DEEP,
    LONG_NUMBER
  }

  /** A generated text and how it was made. */
  record Document(String text, Shape shape, boolean mutated) {}

  private static final int TREE_DEPTH = 4;

  private JsonDocuments() {}

  static Arbitrary<Document> documents() {
    Arbitrary<Document> unmutated =
        Arbitraries.frequencyOf(
            net.jqwik.api.Tuple.of(6, value(TREE_DEPTH).map(t -> doc(t, Shape.TREE))),
            net.jqwik.api.Tuple.of(2, deep().map(t -> doc(t, Shape.DEEP))),
            net.jqwik.api.Tuple.of(2, longNumber().map(t -> doc(t, Shape.LONG_NUMBER))));
    return Combinators.combine(unmutated, Arbitraries.integers().between(0, 9), mutation())
        .as((d, dice, m) -> dice < 6 ? d : new Document(m.apply(d.text()), d.shape(), true));
  }

  private static Document doc(String text, Shape shape) {
    return new Document(text, shape, false);
  }

  private static Arbitrary<String> value(int depth) {
    if (depth == 0) {
      return scalar();
    }
    return Arbitraries.frequencyOf(
        net.jqwik.api.Tuple.of(3, scalar()),
        net.jqwik.api.Tuple.of(1, Arbitraries.lazy(() -> array(depth - 1))),
        net.jqwik.api.Tuple.of(1, Arbitraries.lazy(() -> object(depth - 1))));
  }

  private static Arbitrary<String> array(int depth) {
    return Combinators.combine(value(depth).list().ofMaxSize(4), whitespace())
        .as((items, ws) -> "[" + ws + String.join(ws + "," + ws, items) + ws + "]");
  }

  private static Arbitrary<String> object(int depth) {
    Arbitrary<String> member =
        Combinators.combine(key(), whitespace(), value(depth)).as((k, ws, v) -> k + ws + ":" + v);
    return Combinators.combine(member.list().ofMaxSize(4), whitespace())
        .as((members, ws) -> "{" + ws + String.join("," + ws, members) + ws + "}");
  }

  /** Few names, some spelled with an escape: duplicates, also hidden ones, are frequent. */
  private static Arbitrary<String> key() {
    return Arbitraries.of("\"a\"", "\"\\u0061\"", "\"b\"", "\"a\\u0062\"", "\"\"");
  }

  private static Arbitrary<String> scalar() {
    return Arbitraries.frequencyOf(
        net.jqwik.api.Tuple.of(1, Arbitraries.of("true", "false", "null")),
        net.jqwik.api.Tuple.of(3, number()),
        net.jqwik.api.Tuple.of(3, string()));
  }

  private static Arbitrary<String> number() {
    Arbitrary<String> integer =
        Arbitraries.oneOf(
            Arbitraries.just("0"), Arbitraries.strings().numeric().ofMinLength(1).ofMaxLength(25));
    Arbitrary<String> fraction =
        Arbitraries.strings().numeric().ofMinLength(1).ofMaxLength(20).map(f -> "." + f);
    Arbitrary<String> exponent =
        Combinators.combine(
                Arbitraries.of("e", "E"),
                Arbitraries.of("", "+", "-"),
                Arbitraries.oneOf(
                    Arbitraries.strings().numeric().ofMinLength(1).ofMaxLength(4),
                    Arbitraries.of("2147483647", "2147483648", "99999999999")))
            .as((e, sign, digits) -> e + sign + digits);
    return Combinators.combine(
            Arbitraries.of("", "-"), integer, fraction.injectNull(0.5), exponent.injectNull(0.6))
        .as((sign, i, f, e) -> sign + i + (f == null ? "" : f) + (e == null ? "" : e));
  }

  /** Numbers with about as many characters as the length limit. */
  private static Arbitrary<String> longNumber() {
    int limit = JsonReader.MAX_NUMBER_DIGITS;
    return Combinators.combine(
            Arbitraries.of("", "-"),
            Arbitraries.integers().between(limit - 6, limit + 6),
            Arbitraries.of("", ".5", "e7", ".25E-3"),
            Arbitraries.of("[%s]", "%s", "{\"a\":%s}"))
        .as((sign, n, tail, frame) -> frame.formatted(sign + "9".repeat(n) + tail));
  }

  /** Nestings of arrays and objects around the depth limit. */
  private static Arbitrary<String> deep() {
    int limit = JsonReader.MAX_DEPTH;
    return Combinators.combine(
            Arbitraries.of(true, false).list().ofMinSize(limit - 3).ofMaxSize(limit + 3), scalar())
        .as(
            (levels, inner) -> {
              StringBuilder open = new StringBuilder();
              StringBuilder close = new StringBuilder();
              for (boolean isArray : levels) {
                open.append(isArray ? "[" : "{\"k\":");
                close.insert(0, isArray ? "]" : "}");
              }
              return open + inner + close;
            });
  }

  private static Arbitrary<String> string() {
    Arbitrary<String> piece =
        Arbitraries.frequencyOf(
            net.jqwik.api.Tuple.of(
                6, Arbitraries.strings().ascii().ofMaxLength(6).map(JsonDocuments::escapeRequired)),
            net.jqwik.api.Tuple.of(
                2,
                Arbitraries.of(
                    "\\\"", "\\\\", "\\/", "\\b", "\\f", "\\n", "\\r", "\\t", "é", "日本", "😀",
                    "\u007f", "\u2028")),
            net.jqwik.api.Tuple.of(
                2,
                Arbitraries.chars()
                    .all()
                    .filter(c -> !Character.isSurrogate(c))
                    .map(c -> String.format("\\u%04x", (int) c))),
            net.jqwik.api.Tuple.of(
                1,
                Arbitraries.of(
                    "\\ud83d\\ude00", "\\uD834\\uDD1E", "\\ud800", "\\udc00x", "\\ude00\\ud83d")));
    return piece.list().ofMaxSize(6).map(pieces -> "\"" + String.join("", pieces) + "\"");
  }

  /** ASCII text with what a string may not hold raw escaped, so that it stays valid. */
  private static String escapeRequired(String s) {
    StringBuilder out = new StringBuilder();
    for (char c : s.toCharArray()) {
      if (c == '"' || c == '\\' || c < 0x20) {
        out.append(String.format("\\u%04X", (int) c));
      } else {
        out.append(c);
      }
    }
    return out.toString();
  }

  private static Arbitrary<String> whitespace() {
    return Arbitraries.of("", "", " ", "\n", "\t ", "\r\n  ");
  }

  /** One small damage: a character deleted, inserted or replaced, or the text cut short. */
  private static Arbitrary<java.util.function.UnaryOperator<String>> mutation() {
    List<String> inserts =
        List.of(
            "[", "]", "{", "}", ",", ":", "\"", "\\", " ", "0", "-", ".", "e", "+", "x", "\u0000",
            "\t", "\u00a0", "\ufeff", "/", "'", "t", "n");
    return Combinators.combine(
            Arbitraries.of(0, 1, 2, 3),
            Arbitraries.doubles().between(0, 1),
            Arbitraries.of(inserts))
        .as(
            (kind, where, insert) ->
                text -> {
                  int at = (int) (where * text.length());
                  int next = Math.min(at + 1, text.length());
                  return switch (kind) {
                    case 0 -> text.substring(0, at) + text.substring(next);
                    case 1 -> text.substring(0, at) + insert + text.substring(at);
                    case 2 -> text.substring(0, at) + insert + text.substring(next);
                    default -> text.substring(0, at);
                  };
                });
  }
}
