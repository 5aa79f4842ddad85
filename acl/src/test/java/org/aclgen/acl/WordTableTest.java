package org.aclgen.acl;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The word table finds a word where it stands in a longer text, as a map finds the same string. */
class WordTableTest {

  @ParameterizedTest(name = "\"{0}\"")
  @ValueSource(strings = {"", "a", "read", "2f6c1a5e-8d0b", "usér", "日本", "\uD83D\uDE00x", "%2E"})
  void aRangeHashesAsItsSubstringDoes(String word) {
    String text = "x." + word + ".y";

    assertThat(WordTable.hash(text, 2, 2 + word.length())).isEqualTo(word.hashCode());
  }

  @Test
  void wordsWithTheSameHashAreToldApart() {
    // "Aa" and "BB" have the same String.hashCode, so they probe the same slots.
    Map<String, Integer> map = new LinkedHashMap<>();
    map.put("Aa", 1);
    map.put("BB", 2);
    map.put("read", 3);
    WordTable<Integer> table = filled(map);
    String acl = "BB.Aa.read.AaBB.rea";

    assertThat(table.get(acl, 0, 2, WordTable.hash(acl, 0, 2))).isEqualTo(2);
    assertThat(table.get(acl, 3, 5, WordTable.hash(acl, 3, 5))).isEqualTo(1);
    assertThat(table.get(acl, 6, 10, WordTable.hash(acl, 6, 10))).isEqualTo(3);
    assertThat(table.get(acl, 11, 15, WordTable.hash(acl, 11, 15))).isNull();
    assertThat(table.get(acl, 16, 19, WordTable.hash(acl, 16, 19))).isNull();
    assertThat(table.get("read")).isEqualTo(3);
  }

  @Test
  void anEmptyTableFindsNothingAndTakesNothing() {
    WordTable<Integer> table = WordTable.empty();

    assertThat(table.isEmpty()).isTrue();
    assertThat(table.get("read")).isNull();
    assertThatThrownBy(() -> table.put("read", 1))
        .isInstanceOf(UnsupportedOperationException.class);
    assertThat(table.get("read")).isNull();
  }

  @Test
  void aTableFilledWordByWordFindsEachWordAfterEveryGrowth() {
    WordTable<Integer> table = WordTable.filling();
    for (int i = 0; i < 100; i++) {
      table.put("w" + i, i);
      for (int j = 0; j <= i; j++) {
        assertThat(table.get("w" + j)).as("w%d after %d words", j, i + 1).isEqualTo(j);
      }
      assertThat(table.get("w" + (i + 1))).isNull();
    }
    assertThat(table.isEmpty()).isFalse();
  }

  /** A table filled with the entries of {@code map}, in its order. */
  private static WordTable<Integer> filled(Map<String, Integer> map) {
    WordTable<Integer> table = WordTable.filling();
    map.forEach(table::put);
    return table;
  }

  @Test
  void aLargeTableFindsEveryWordAndNoOther() {
    Map<String, Integer> map = new LinkedHashMap<>();
    for (int i = 0; i < 5_000; i++) {
      map.put("res" + i, i);
    }
    WordTable<Integer> table = filled(map);

    for (int i = 0; i < 5_000; i++) {
      String acl = "svc.res" + i + ".read";
      assertThat(table.get(acl, 4, acl.length() - 5, WordTable.hash(acl, 4, acl.length() - 5)))
          .isEqualTo(i);
    }
    assertThat(table.get("res5000")).isNull();
    assertThat(table.get("res")).isNull();
  }
}
