package org.aclgen.benchmarks.matcher;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import java.util.List;
import org.aclgen.acl.AccessCheck;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The benchmarks compare equal work only if every subject gives the same verdict on every request:
 * this checks it on the very workloads the benchmarks run, and that hits are granted and misses
 * refused.
 */
class MatcherAgreementTest {

  @ParameterizedTest(name = "{0} token ACLs")
  @ValueSource(ints = {1, 10, 100, 1_000, 10_000})
  void accessCheckAndRegexAgreeOnTheFullLanguage(int size) {
    Workload workload = Workload.of(WorkloadShape.FULL, size);
    AccessCheck accessCheck = AccessCheck.of(workload.userUuid(), workload.tokenAcls());
    RegexMatcher regex = RegexMatcher.of(workload.userUuid(), workload.tokenAcls());

    // allSatisfy holds on an empty list: a workload without requests would prove nothing.
    assertThat(workload.hits()).as("hits").isNotEmpty();
    assertThat(workload.misses()).as("misses").isNotEmpty();
    assertThat(workload.hits()).allSatisfy(r -> assertThat(accessCheck.allows(r)).as(r).isTrue());
    assertThat(workload.hits()).allSatisfy(r -> assertThat(regex.allows(r)).as(r).isTrue());
    assertThat(workload.misses())
        .allSatisfy(r -> assertThat(accessCheck.allows(r)).as(r).isFalse());
    assertThat(workload.misses()).allSatisfy(r -> assertThat(regex.allows(r)).as(r).isFalse());
  }

  @ParameterizedTest(name = "{0} token ACLs")
  @ValueSource(ints = {1, 10, 100, 1_000, 10_000})
  void allThreeAgreeOnWhatShiroCanExpress(int size) {
    Workload workload = Workload.of(WorkloadShape.PORTABLE, size);
    AccessCheck accessCheck = AccessCheck.of(workload.userUuid(), workload.tokenAcls());
    RegexMatcher regex = RegexMatcher.of(workload.userUuid(), workload.tokenAcls());
    ShiroMatcher shiro = ShiroMatcher.of(workload.tokenAcls());

    for (Outcome outcome : Outcome.values()) {
      assertThat(workload.requests(outcome)).as("%s requests", outcome).isNotEmpty();
      boolean expected = outcome == Outcome.HIT;
      for (String request : workload.requests(outcome)) {
        assertThat(
                List.of(
                    accessCheck.allows(request),
                    regex.allows(request),
                    shiro.allows(ShiroMatcher.toShiro(request))))
            .as("verdicts of AccessCheck, regex, Shiro on %s", request)
            .containsOnly(expected);
      }
    }
  }

  @ParameterizedTest(name = "{0} token ACLs")
  @ValueSource(ints = {10, 1_000})
  void workloadsAreSpreadOverManyPrefixes(int size) {
    Workload workload = Workload.of(WorkloadShape.FULL, size);

    assertThat(workload.tokenAcls()).hasSize(size).doesNotHaveDuplicates();
    assertThat(workload.tokenAcls()).anyMatch(acl -> acl.startsWith("!"));
    assertThat(workload.hits()).hasSize(Workload.REQUESTS);
    assertThat(workload.misses()).hasSize(Workload.REQUESTS);
    assertThat(workload.hits().stream().map(r -> r.split("\\.")[0]).distinct())
        .hasSizeGreaterThan(size / 100);
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"confd.#", "!confd.users.#", "confd.users.me.read", "a:b"})
  void shiroRefusesWhatItCannotExpress(String acl) {
    assertThatIllegalArgumentException()
        .isThrownBy(() -> ShiroMatcher.toShiro(acl))
        .withMessageContaining(acl);
  }
}
