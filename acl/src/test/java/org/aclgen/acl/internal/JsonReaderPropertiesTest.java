package org.aclgen.acl.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.List;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import org.aclgen.acl.internal.JacksonReference.Result;
import org.aclgen.acl.internal.JacksonReference.Verdict;
import org.aclgen.acl.internal.JsonDocuments.Document;

/**
 * JsonReader agrees with Jackson, the reference parser, set to JsonReader's documented policy
 * ({@link JacksonReference}), on every generated document: both accept and read the same value, or
 * both refuse. The coverage checks keep the generator from drifting into only valid or only invalid
 * documents, or away from the limits.
 */
class JsonReaderPropertiesTest {

  @Example
  void agreesWithJacksonOnExponentsAtTheEdgeOfAScale() {
    // Found by a run of the property: stripping these numbers' zeros overflows BigDecimal's scale.
    for (String text :
        List.of("100e2147483647", "-4893034338134874300E2147483647", "1e-2147483647")) {
      agree(new Document(text, JsonDocuments.Shape.TREE, false));
    }
  }

  @Property(tries = 3000)
  void agreesWithJackson(@ForAll("documents") Document document) {
    Verdict verdict = agree(document);
    collect(document, verdict);
  }

  /** Asserts that JsonReader and Jackson agree on the document; Jackson's verdict. */
  private static Verdict agree(Document document) {
    byte[] bytes = document.text().getBytes(StandardCharsets.UTF_8);
    Result reference = JacksonReference.parse(bytes);
    Object ours;
    boolean accepted;
    try {
      ours = JacksonReference.normalize(JsonReader.parseUtf8(bytes));
      accepted = true;
    } catch (JsonException e) {
      ours = e.getMessage();
      accepted = false;
    }
    assertThat(accepted)
        .as("JsonReader %s, Jackson %s: %s", ours, reference.verdict(), document.text())
        .isEqualTo(reference.verdict() == Verdict.ACCEPTED);
    if (accepted) {
      assertThat(ours).as(document.text()).isEqualTo(reference.value());
    }
    return reference.verdict();
  }

  @Provide
  Arbitrary<Document> documents() {
    return JsonDocuments.documents();
  }

  private static void collect(Document document, Verdict verdict) {
    boolean accepted = verdict == Verdict.ACCEPTED;
    Statistics.label("outcome")
        .collect(accepted ? "accepted" : "refused")
        .coverage(
            c -> {
              c.check("accepted").percentage(p -> p >= 30);
              c.check("refused").percentage(p -> p >= 25);
            });
    Statistics.label("verdict")
        .collect(verdict)
        .coverage(
            c -> {
              for (Verdict v : Verdict.values()) {
                // About 1.7 % each for the rarest (duplicates, lone surrogates) at 3000 tries.
                if (v != Verdict.BYTE_ORDER_MARK) {
                  c.check(v).percentage(p -> p >= 0.5);
                }
              }
            });
    Statistics.label("shape, mutated, outcome")
        .collect(document.shape(), document.mutated(), accepted)
        .coverage(
            c -> {
              for (JsonDocuments.Shape shape : JsonDocuments.Shape.values()) {
                c.check(shape, false, true).percentage(p -> p >= 1);
                c.check(shape, false, false).percentage(p -> p >= 1);
              }
            });
    Statistics.label("size")
        .collect(
            document.text().length() < 100
                ? "<100"
                : document.text().length() < 1000 ? "<1000" : ">=1000")
        .coverage(c -> c.check(">=1000").percentage(p -> p >= 5));
  }
}
