package org.aclgen.processor.model;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The first sentence of a Javadoc comment, as plain text for an operation's summary. */
final class JavadocSummary {
  private static final Pattern INLINE_TAG_START = Pattern.compile("\\{@(\\w+)\\s+");
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

  /**
   * {@code {@code x}} and {@code {@link a#b label}} read as their text: x, label. A tag's text may
   * hold balanced braces, as Javadoc allows ({@code {@code a.{b}.c}} reads as a.{b}.c); a tag never
   * closed is left as it is.
   */
  private static String inlineTagsAsText(String text) {
    StringBuilder out = new StringBuilder(text.length());
    int from = 0;
    Matcher tag = INLINE_TAG_START.matcher(text);
    while (tag.find(from)) {
      int end = closingBrace(text, tag.end());
      if (end < 0) {
        break;
      }
      String content = text.substring(tag.end(), end).strip();
      int space = content.indexOf(' ');
      boolean link = tag.group(1).startsWith("link");
      out.append(text, from, tag.start())
          .append(link && space > 0 ? content.substring(space + 1) : content);
      from = end + 1;
    }
    return out.append(text, from, text.length()).toString();
  }

  /** The index of the brace that closes a tag whose text starts at {@code from}; -1 if none. */
  private static int closingBrace(String text, int from) {
    int depth = 0;
    for (int i = from; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '{') {
        depth++;
      } else if (c == '}') {
        if (depth == 0) {
          return i;
        }
        depth--;
      }
    }
    return -1;
  }
}
