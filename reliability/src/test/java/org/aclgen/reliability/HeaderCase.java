package org.aclgen.reliability;

import java.util.List;

/**
 * One hostile way of sending (or not sending) a token. {@code ${T}} in a header line stands for a
 * valid token that grants the request, {@code ${O}} for a valid token of another user that does
 * not.
 *
 * @param label what the case tries
 * @param headerLines the header lines as sent, CR and LF included
 * @param expectedStatus the status the server must answer
 */
record HeaderCase(String label, List<String> headerLines, int expectedStatus) {

  static HeaderCase of(String label, int expectedStatus, String... headerLines) {
    return new HeaderCase(label, List.of(headerLines), expectedStatus);
  }

  List<String> linesFor(String granting, String other) {
    return headerLines.stream()
        .map(line -> line.replace("${T}", granting).replace("${O}", other))
        .toList();
  }
}
