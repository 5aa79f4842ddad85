package org.aclgen.acl;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;

/**
 * The work of deciding a required ACL with wildcards, counted in states explored (issue #18: a 3.5
 * KB scope of {@code #} and literals took a minute of CPU): adversarial mixes of wildcards, at the
 * limits of a required ACL, stay within the documented bound, and the verdicts agree with the
 * previous, exponential algorithm and with the regex oracle.
 */
class ContainmentStepsTest {
  private static final String USER = "u1";
  private static final String SESSION = "s1";
  private static final List<String> TOKEN_LITERALS = List.of("a", "me", "my_session", "edit");
  private static final List<String> REQUIRED_LITERALS = List.of("a", "b", USER, SESSION, "update");

  record Case(List<String> tokenAcls, String required) {}

  @Property(tries = 1500)
  void adversarialMixesAreDecidedExactlyWithinTheDocumentedSteps(@ForAll("largeCases") Case c) {
    AccessCheck check = AccessCheck.of(USER, SESSION, c.tokenAcls());
    StepCounter counter = new StepCounter();

    check.allows(c.required(), counter);

    assertThat(counter.gaveUp()).as("a comparison gave up: %s", c).isFalse();
    assertThat(counter.steps()).as("%s", c).isLessThanOrEqualTo(documentedBound(c));
  }

  @Property(tries = 1500)
  void agreesWithThePreviousAlgorithm(@ForAll("smallCases") Case c) {
    AccessCheck check = AccessCheck.of(USER, SESSION, c.tokenAcls());

    assertThat(check.allows(c.required())).as("%s", c).isEqualTo(reference(c));
  }

  /** Soundness against the regex oracle: a granted pattern grants random instances of it. */
  @Property(tries = 800)
  void aGrantedMixGrantsItsInstances(@ForAll("largeCases") Case c, @ForAll long seed) {
    AccessCheck check = AccessCheck.of(USER, SESSION, c.tokenAcls());
    if (!check.allows(c.required())) {
      return;
    }
    RegexOracle oracle = new RegexOracle(USER, SESSION, c.tokenAcls());
    Random random = new Random(seed);
    for (int i = 0; i < 20; i++) {
      String instance = instantiate(c.required(), random);
      assertThat(oracle.allows(instance)).as("%s, instance %s", c, instance).isTrue();
    }
  }

  /**
   * The bound of {@link WordAutomaton}'s Javadoc: for each entry of {@code t} positions and a
   * required ACL of {@code r}, at most {@code (t + 1) × (r + 1)} states for a negative entry and
   * {@value WordAutomaton#STATES_PER_POSITION_PAIR} times that for a positive one.
   */
  static long documentedBound(Case c) {
    int r = WordAutomaton.expand(AclGrammar.splitRequired(c.required())).length;
    long bound = 0;
    for (String text : c.tokenAcls()) {
      Acl entry = Acl.parseTokenAcl(text);
      int t = WordAutomaton.expand(entry.wordArray()).length;
      bound += entry.isNegative() ? (long) (t + 1) * (r + 1) : WordAutomaton.statesBudget(t, r);
    }
    return bound;
  }

  private static boolean reference(Case c) {
    String[] required = AclGrammar.splitRequired(c.required());
    boolean granted = false;
    for (String text : c.tokenAcls()) {
      Acl entry = Acl.parseTokenAcl(text);
      if (entry.isNegative()
          && SubsetAutomatonReference.intersects(entry.wordArray(), required, USER, SESSION)) {
        return false;
      }
      granted |=
          !entry.isNegative()
              && SubsetAutomatonReference.contains(entry.wordArray(), required, USER, SESSION);
    }
    return granted;
  }

  @Provide
  Arbitrary<Case> largeCases() {
    return Combinators.combine(tokenAcls(12), required(AccessCheck.MAX_REQUIRED_WORDS))
        .as(Case::new);
  }

  @Provide
  Arbitrary<Case> smallCases() {
    return Combinators.combine(tokenAcls(8), required(9)).as(Case::new);
  }

  private static Arbitrary<List<String>> tokenAcls(int maxWords) {
    Arbitrary<String> word =
        Arbitraries.frequencyOf(
            Tuple.of(2, Arbitraries.of(TOKEN_LITERALS)), Tuple.of(3, Arbitraries.of("*", "#")));
    Arbitrary<String> acl =
        word.list().ofMinSize(1).ofMaxSize(maxWords).map(w -> String.join(".", w));
    Arbitrary<String> entry =
        Combinators.combine(acl, Arbitraries.integers().between(0, 3))
            .as((text, sign) -> sign == 0 ? "!" + text : text);
    return entry.list().ofMinSize(1).ofMaxSize(4);
  }

  /** Required ACLs of up to {@code maxWords} words, as many wildcards as the limit allows. */
  private static Arbitrary<String> required(int maxWords) {
    Arbitrary<String> word =
        Arbitraries.frequencyOf(
            Tuple.of(3, Arbitraries.of(REQUIRED_LITERALS)), Tuple.of(2, Arbitraries.of("*", "#")));
    return word.list()
        .ofMinSize(1)
        .ofMaxSize(maxWords)
        .map(ContainmentStepsTest::withinWildcardLimit)
        .map(w -> String.join(".", w));
  }

  /** Keeps the first wildcards up to the limit and turns the others into literals. */
  private static List<String> withinWildcardLimit(List<String> words) {
    List<String> out = new ArrayList<>(words.size());
    int wildcards = 0;
    for (String word : words) {
      boolean wildcard = AclGrammar.isWildcard(word);
      if (wildcard && ++wildcards > AccessCheck.MAX_REQUIRED_WILDCARDS) {
        out.add("a");
      } else {
        out.add(word);
      }
    }
    return out;
  }

  private static String instantiate(String pattern, Random random) {
    List<String> out = new ArrayList<>();
    for (String word : pattern.split("\\.")) {
      int count = word.equals("#") ? 1 + random.nextInt(3) : 1;
      for (int i = 0; i < count; i++) {
        out.add(AclGrammar.isWildcard(word) ? anyWord(random) : word);
      }
    }
    return String.join(".", out);
  }

  private static String anyWord(Random random) {
    int pick = random.nextInt(TOKEN_LITERALS.size() + REQUIRED_LITERALS.size() + 1);
    if (pick < TOKEN_LITERALS.size()) {
      return TOKEN_LITERALS.get(pick);
    }
    pick -= TOKEN_LITERALS.size();
    return pick < REQUIRED_LITERALS.size() ? REQUIRED_LITERALS.get(pick) : "zz";
  }
}
