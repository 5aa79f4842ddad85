package org.aclgen.reliability;

import static org.aclgen.reliability.PathCase.refused;
import static org.aclgen.reliability.PathCase.routed;

import java.util.List;

/** The hostile path values of the bad-input suite. */
final class PathCases {

  private PathCases() {}

  static final List<PathCase> ALL =
      List.of(
          routed("plain word", "a", "a"),
          routed("own uuid", "${self}", "${self}"),
          routed("me", "me", "me"),
          routed("ME is not me", "ME", "ME"),
          routed("Me is not me", "Me", "Me"),
          routed("me percent-encoded", "%6De", "me"),
          routed("dot inside", "a.b", "a.b"),
          routed("dot encoded %2E", "a%2Eb", "a.b"),
          routed("dot encoded lower %2e", "a%2eb", "a.b"),
          refused("double-encoded dot %252E", "a%252Eb", 400),
          routed("trailing dot", "a.", "a."),
          routed("raw dot segment (not resolved)", ".", "."),
          routed("leading dot", ".a", ".a"),
          routed("dot then word read", "a.read", "a.read"),
          routed("star", "*", "*"),
          routed("star encoded", "%2A", "*"),
          routed("hash encoded", "%23", "#"),
          routed("hash inside", "a%23b", "a#b"),
          refused("percent encoded %25", "%25", 400),
          refused("percent then hex %252E", "a%252E", 400),
          routed("bang", "!", "!"),
          routed("bang word", "!a", "!a"),
          routed("uuid then dot", "${self}.x", "${self}.x"),
          routed("uuid with encoded hash", "${self}%23", "${self}#"),
          routed("space encoded", "a%20b", "a b"),
          refused("tab encoded", "a%09b", 400),
          routed("non-ASCII encoded", "%C3%A9t%C3%A9", "\u00e9t\u00e9"),
          routed("CJK encoded", "%E6%97%A5%E6%9C%AC", "\u65e5\u672c"),
          routed("7,000 characters", "x".repeat(7000), "x".repeat(7000)),
          routed("braces", "%7Bvalue%7D", "{value}"),
          routed("plus", "a+b", "a+b"),
          refused("encoded slash %2F", "a%2Fb", 400),
          refused("double-encoded slash %252F", "a%252Fb", 400),
          refused("dot segment %2E", "%2E", 400),
          refused("dot-dot segment %2E%2E", "%2E%2E", 400),
          routed("raw dot-dot segment (not resolved)", "..", ".."),
          refused("empty segment", "", 400),
          refused("NUL encoded", "a%00b", 400),
          refused("LF encoded", "a%0Ab", 400),
          refused("CR LF encoded", "a%0D%0Ab", 400),
          refused("DEL encoded", "a%7Fb", 400),
          refused("lone percent", "a%b", 400),
          refused("invalid UTF-8", "%FF", 400),
          refused("overlong UTF-8 dot", "%C0%AE", 400),
          refused("100 KB value", "y".repeat(100_000), 414),
          routed("path parameter ;b=c is dropped", "a;b=c", "a"));
}
