package org.aclgen.acl;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.Combinators;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;

/**
 * The matcher against the regex oracle, and containment, on random ACLs over a small alphabet where
 * collisions (and the reserved words {@code me}, {@code my_session} and {@code edit} against the
 * user uuid, the session uuid and {@code update}) are frequent.
 */
class AccessCheckPropertiesTest {
  static final String USER = "u1";
  static final String SESSION = "s1";
  private static final List<String> LITERALS =
      List.of("a", "me", USER, "my_session", SESSION, "edit", "update");

  record Case(List<String> tokenAcls, String required) {}

  @Provide
  Arbitrary<Case> concreteCases() {
    return Combinators.combine(tokenAcls(), concreteAcl()).as(Case::new);
  }

  @Property(tries = 3000)
  void agreesWithTheRegexOracleOnConcreteAcls(@ForAll("concreteCases") Case c) {
    AccessCheck check = AccessCheck.of(USER, SESSION, c.tokenAcls());
    RegexOracle oracle = new RegexOracle(USER, SESSION, c.tokenAcls());

    assertThat(check.allows(c.required()))
        .as("token %s, required %s", c.tokenAcls(), c.required())
        .isEqualTo(oracle.allows(c.required()));
  }

  @Provide
  Arbitrary<Case> patternCases() {
    return Combinators.combine(tokenAcls(), pattern(0.35)).as(Case::new);
  }

  /**
   * Soundness: a granted pattern grants every concrete ACL it stands for. About a sixth of the
   * generated patterns are granted (the statistics check at least a tenth), so up to ten discarded
   * cases per checked one are allowed.
   */
  @Property(tries = 2000, maxDiscardRatio = 10)
  void aGrantedPatternGrantsEveryConcreteAclOfIt(
      @ForAll("patternCases") Case c, @ForAll long seed) {
    AccessCheck check = AccessCheck.of(USER, SESSION, c.tokenAcls());
    RegexOracle oracle = new RegexOracle(USER, SESSION, c.tokenAcls());
    boolean granted = check.allows(c.required());
    // Only granted patterns say anything here; the statistics keep the generator from drifting to
    // cases that are never granted, where the property would hold vacuously.
    Statistics.label("pattern granted").collect(granted);
    Statistics.label("pattern granted")
        .coverage(coverage -> coverage.check(true).percentage(p -> p >= 10.0));
    Assume.that(granted);
    Random random = new Random(seed);
    for (int i = 0; i < 50; i++) {
      String concrete = instantiate(c.required(), random);
      assertThat(oracle.allows(concrete))
          .as("token %s grants %s but not its instance %s", c.tokenAcls(), c.required(), concrete)
          .isTrue();
    }
  }

  /**
   * Exactness on small inputs, instances taken up to a length that the short token ACLs cannot tell
   * apart from longer ones: a pattern is granted exactly when one positive entry on its own grants
   * every instance (the contract decides entry by entry, so two entries that only cover the pattern
   * together, such as {@code *} and {@code *.#} for {@code #}, do not grant it) and no negative
   * entry grants any instance (the fail-closed reading for patterns).
   */
  @Property(tries = 400)
  void aPatternIsGrantedExactlyWhenOneEntryGrantsAllItsShortInstancesAndNoNegativeAny(
      @ForAll("smallPatternCases") Case c) {
    AccessCheck check = AccessCheck.of(USER, SESSION, c.tokenAcls());
    List<String> instances = instancesUpTo(c.required(), 4);
    boolean oneEntryGrantsAll =
        c.tokenAcls().stream()
            .filter(acl -> !acl.startsWith("!"))
            .map(acl -> new RegexOracle(USER, SESSION, List.of(acl)))
            .anyMatch(entry -> instances.stream().allMatch(entry::allows));
    boolean aNegativeGrantsOne =
        c.tokenAcls().stream()
            .filter(acl -> acl.startsWith("!"))
            .map(acl -> new RegexOracle(USER, SESSION, List.of(acl.substring(1))))
            .anyMatch(entry -> instances.stream().anyMatch(entry::allows));

    assertThat(check.allows(c.required()))
        .as("token %s, required %s", c.tokenAcls(), c.required())
        .isEqualTo(oneEntryGrantsAll && !aNegativeGrantsOne);
  }

  /** The case that the union of entries must not be mistaken for one entry's grant. */
  @Example
  void twoEntriesThatOnlyTogetherCoverAPatternDoNotGrantIt() {
    AccessCheck check = AccessCheck.of(USER, List.of("*", "*.#"));

    assertThat(check.allows("#")).isFalse();
    assertThat(check.allows("a")).isTrue();
    assertThat(check.allows("a.b.c")).isTrue();
  }

  @Provide
  Arbitrary<Case> smallPatternCases() {
    Arbitrary<String> shortAcl =
        words(0.4).list().ofMinSize(1).ofMaxSize(3).map(w -> String.join(".", w));
    Arbitrary<String> entry =
        Combinators.combine(shortAcl, Arbitraries.integers().between(0, 5))
            .as((acl, sign) -> sign == 0 ? "!" + acl : acl);
    Arbitrary<String> required =
        words(0.3)
            .list()
            .ofMinSize(1)
            .ofMaxSize(3)
            .filter(w -> w.stream().filter(AclGrammar::isWildcard).count() <= 1)
            .map(w -> String.join(".", w));
    return Combinators.combine(entry.list().ofMaxSize(3), required).as(Case::new);
  }

  private Arbitrary<List<String>> tokenAcls() {
    Arbitrary<String> entry =
        Combinators.combine(pattern(0.3), Arbitraries.integers().between(0, 6))
            .as((acl, sign) -> sign == 0 ? "!" + acl : acl);
    return entry.list().ofMaxSize(6);
  }

  private Arbitrary<String> concreteAcl() {
    return Arbitraries.of(LITERALS).list().ofMinSize(1).ofMaxSize(6).map(w -> String.join(".", w));
  }

  private Arbitrary<String> pattern(double wildcardShare) {
    return words(wildcardShare).list().ofMinSize(1).ofMaxSize(5).map(w -> String.join(".", w));
  }

  private Arbitrary<String> words(double wildcardShare) {
    int wildcards = (int) Math.round(wildcardShare * 100);
    return Arbitraries.frequencyOf(
        net.jqwik.api.Tuple.of(100 - wildcards, Arbitraries.of(LITERALS)),
        net.jqwik.api.Tuple.of(wildcards, Arbitraries.of("*", "#")));
  }

  private static String instantiate(String pattern, Random random) {
    List<String> out = new ArrayList<>();
    for (String word : pattern.split("\\.")) {
      int count = word.equals("#") ? 1 + random.nextInt(4) : 1;
      for (int i = 0; i < count; i++) {
        out.add(AclGrammar.isWildcard(word) ? anyWord(random) : word);
      }
    }
    return String.join(".", out);
  }

  private static String anyWord(Random random) {
    int pick = random.nextInt(LITERALS.size() + 1);
    return pick == LITERALS.size() ? "zz" : LITERALS.get(pick);
  }

  /** Every instance of {@code pattern} whose {@code #} takes at most {@code maxLength} words. */
  static List<String> instancesUpTo(String pattern, int maxLength) {
    List<String> alphabet = new ArrayList<>(LITERALS);
    alphabet.add("zz");
    List<List<String>> partial = List.of(List.of());
    for (String word : pattern.split("\\.")) {
      List<List<String>> choices = new ArrayList<>();
      if (word.equals("*")) {
        alphabet.forEach(w -> choices.add(List.of(w)));
      } else if (word.equals("#")) {
        for (int length = 1; length <= maxLength; length++) {
          choices.addAll(sequences(alphabet, length));
        }
      } else {
        choices.add(List.of(word));
      }
      List<List<String>> next = new ArrayList<>();
      for (List<String> prefix : partial) {
        for (List<String> choice : choices) {
          List<String> joined = new ArrayList<>(prefix);
          joined.addAll(choice);
          next.add(joined);
        }
      }
      partial = next;
    }
    return partial.stream().map(w -> String.join(".", w)).toList();
  }

  private static List<List<String>> sequences(List<String> alphabet, int length) {
    List<List<String>> result = List.of(List.of());
    for (int i = 0; i < length; i++) {
      List<List<String>> next = new ArrayList<>();
      for (List<String> prefix : result) {
        for (String w : alphabet) {
          List<String> longer = new ArrayList<>(prefix);
          longer.add(w);
          next.add(longer);
        }
      }
      result = next;
    }
    return result;
  }
}
