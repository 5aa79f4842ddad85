package org.aclgen.processor.write;

/**
 * Builds YAML text line by line, quoting every scalar that comes from user code, so that a value
 * such as {@code {user_id}} or {@code yes} can never change the document's structure or type.
 */
final class YamlText {
  /** Spaces for the deepest indentation the writers use; sliced, not built for every line. */
  private static final String INDENTS = " ".repeat(32);

  private final StringBuilder text;

  /** A text of about {@code expectedChars} characters, its buffer sized once for them. */
  YamlText(int expectedChars) {
    text = new StringBuilder(Math.max(4096, expectedChars));
  }

  /** Writes {@code key:} opening a nested mapping or sequence. */
  YamlText open(int depth, String key) {
    indent(depth).append(key).append(":\n");
    return this;
  }

  /** Writes {@code key: value} with a value that is a YAML literal already (a number, true). */
  YamlText plain(int depth, String key, String literal) {
    indent(depth).append(key).append(": ").append(literal).append('\n');
    return this;
  }

  /** Writes {@code key: 'value'} with the value quoted. */
  YamlText quoted(int depth, String key, String value) {
    appendQuoted(indent(depth).append(key).append(": "), value).append('\n');
    return this;
  }

  /** Writes a sequence item {@code - key: 'value'} that opens a mapping. */
  YamlText item(int depth, String key, String value) {
    appendQuoted(indent(depth).append("- ").append(key).append(": "), value).append('\n');
    return this;
  }

  /** Appends lines written before, by another {@code YamlText}. */
  YamlText append(String lines) {
    text.append(lines);
    return this;
  }

  /** Writes a raw line at the depth, such as {@code - token: []}. */
  YamlText line(int depth, String content) {
    indent(depth).append(content).append('\n');
    return this;
  }

  /**
   * Quotes a scalar: single quotes (only {@code '} needs doubling) when the text is printable on
   * one line, else double quotes with escapes.
   */
  static String quote(String value) {
    return appendQuoted(new StringBuilder(value.length() + 8), value).toString();
  }

  /**
   * Appends {@code value} quoted as {@link #quote} does, without building it apart first: every
   * scalar of every operation comes here, so this is a plain loop over the characters.
   */
  private static StringBuilder appendQuoted(StringBuilder out, String value) {
    if (isPrintable(value)) {
      out.append('\'');
      int from = 0;
      for (int quote = value.indexOf('\''); quote >= 0; quote = value.indexOf('\'', from)) {
        out.append(value, from, quote + 1).append('\'');
        from = quote + 1;
      }
      // A whole string is one array copy; a range, a loop until the JIT compiles it fully.
      return (from == 0 ? out.append(value) : out.append(value, from, value.length())).append('\'');
    }
    out.append('"');
    int run = 0; // the start of the current run of characters that stand for themselves
    for (int i = 0; i < value.length(); ) {
      char plain = value.charAt(i);
      if (plain >= 0x20 && plain < 0x7f && plain != '"' && plain != '\\') {
        i++;
        continue;
      }
      // Runs are copied whole: most of a description is plain text between two line breaks.
      out.append(value, run, i);
      int c = value.codePointAt(i);
      appendEscaped(out, c);
      i += Character.charCount(c);
      run = i;
    }
    return out.append(value, run, value.length()).append('"');
  }

  private static void appendEscaped(StringBuilder out, int c) {
    switch (c) {
      case '"' -> out.append("\\\"");
      case '\\' -> out.append("\\\\");
      case '\n' -> out.append("\\n");
      case '\t' -> out.append("\\t");
      case '\r' -> out.append("\\r");
      default -> {
        if (isPrintable(c)) {
          out.appendCodePoint(c);
        } else {
          // \\u takes four hex digits; a code point beyond them needs \\U and eight.
          out.append(String.format(c > 0xffff ? "\\U%08x" : "\\u%04x", c));
        }
      }
    }
  }

  /** Whether every character prints on one line; a plain loop, as it runs for every scalar. */
  private static boolean isPrintable(String value) {
    for (int i = 0; i < value.length(); i++) {
      char c = value.charAt(i);
      if (c < 0x20 || c >= 0x7f) {
        // Beyond ASCII, decide per code point: a surrogate pair is one printable character.
        return value.codePoints().allMatch(YamlText::isPrintable);
      }
    }
    return true;
  }

  /**
   * Whether the code point may stand for itself in a quoted scalar: YAML's printable set, beyond
   * the Basic Multilingual Plane too (an emoji is one printable character), without the byte order
   * mark and the C1 controls, which are escaped. A lone surrogate is not a character: escaped.
   */
  private static boolean isPrintable(int c) {
    return c >= 0x20
        && c != 0x7f
        && !(c >= 0x80 && c < 0xa0)
        && !(c >= Character.MIN_SURROGATE && c <= Character.MAX_SURROGATE)
        && c != 0xfeff
        && c != 0xfffe
        && c != 0xffff;
  }

  private StringBuilder indent(int depth) {
    return 2 * depth <= INDENTS.length()
        ? text.append(INDENTS, 0, 2 * depth)
        : text.append("  ".repeat(depth));
  }

  @Override
  public String toString() {
    return text.toString();
  }
}
