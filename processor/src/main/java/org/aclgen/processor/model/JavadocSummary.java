package org.aclgen.processor.model;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The first sentence of a Javadoc comment, as plain text for an operation's summary. */
final class JavadocSummary {
  private static final Pattern INLINE_TAG = Pattern.compile("\\{@\\w+\\s+([^}]*)}");
  private static final Pattern HTML_TAG = Pattern.compile("<[^>]+>");

  private JavadocSummary() {}

  /** The first sentence of {@code comment}; empty for a missing or empty comment. */
  static String of(String comment) {
    if (comment == null) {
      return "";
    }
    StringBuilder body = new StringBuilder();
    for (String line : comment.split("\n", -1)) {
      if (line.strip().startsWith("@")) {
        break;
      }
      body.append(line).append(' ');
    }
    // Most summaries hold no inline tag and no HTML: skip those regexes then (profiled: reading
    // summaries was about 14% of the model stage).
    String text = body.toString();
    if (text.contains("{@")) {
      text = inlineTagsAsText(text);
    }
    if (text.indexOf('<') >= 0) {
      text = HTML_TAG.matcher(text).replaceAll("");
    }
    return firstSentence(text);
  }

  /**
   * The first sentence, every run of the characters that {@code \s} matches read as one space, in
   * one pass that stops at the sentence's end: a period followed by whitespace, or the text's end.
   */
  private static String firstSentence(String text) {
    int from = 0;
    while (from < text.length() && isSpace(text.charAt(from))) {
      from++;
    }
    StringBuilder out = new StringBuilder(Math.min(text.length() - from, 160));
    boolean inRun = false;
    for (int i = from; i < text.length(); i++) {
      char c = text.charAt(i);
      boolean space = isSpace(c);
      if (space && !out.isEmpty() && out.charAt(out.length() - 1) == '.') {
        break;
      }
      if (!space) {
        out.append(c);
      } else if (!inRun) {
        out.append(' ');
      }
      inRun = space;
    }
    return out.toString().strip();
  }

  private static boolean isSpace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == 0x0B || c == '\f' || c == '\r';
  }

  /** {@code {@code x}} and {@code {@link a#b label}} read as their text: x, label. */
  private static String inlineTagsAsText(String text) {
    Matcher tag = INLINE_TAG.matcher(text);
    StringBuilder out = new StringBuilder();
    while (tag.find()) {
      String content = tag.group(1).strip();
      int space = content.indexOf(' ');
      boolean link = tag.group().startsWith("{@link");
      String shown = link && space > 0 ? content.substring(space + 1) : content;
      tag.appendReplacement(out, Matcher.quoteReplacement(shown));
    }
    return tag.appendTail(out).toString();
  }
}
