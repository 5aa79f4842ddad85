package org.aclgen.sample.showcase;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.aclgen.review.Baseline;
import org.aclgen.review.Policy;
import org.aclgen.review.Review;
import org.aclgen.review.RoleImpact;
import org.aclgen.sample.SampleAppAclRegistry;
import org.aclgen.sample.config.UserAccount;
import org.aclgen.sample.config.UserConfig;
import org.junit.jupiter.api.Test;

/**
 * The app's committed access baseline, which its build checks ({@code -Aaclgen.baseline} in
 * pom.xml), and the review of a change for the app's own demo users: alice, bob and admin.
 */
class AccessBaselineTest {
  private static final Path BASELINE = Path.of("src/main/aclgen/baseline.txt");

  private static final String LINES =
      "confd GET /users/{user_id}/lines confd.users.{user_id}.lines.read derived";
  private static final String FUNCKEY_UPDATE =
      "confd PUT /users/{user_id}/funckeys/{position}"
          + " confd.users.{user_id}.funckeys.{position}.update derived";
  private static final String INFOS = "confd GET /infos confd.infos.read derived";

  private static String committed() throws IOException {
    return Files.readString(BASELINE, StandardCharsets.UTF_8);
  }

  @Test
  void theCommittedBaselineIsWhatTheRuntimeEnforces() throws IOException {
    String enforced = Baseline.format(Baseline.of(new SampleAppAclRegistry().entries()));

    assertThat(committed()).isEqualTo(enforced).contains(LINES, FUNCKEY_UPDATE, INFOS);
  }

  @Test
  void whoGainsAndWhoLosesAmongTheDemoUsers() throws IOException {
    String changed =
        committed()
            .replace(LINES, "confd GET /users/{user_id}/lines confd.users.read explicit")
            .replace(
                FUNCKEY_UPDATE, "confd PUT /users/{user_id}/funckeys/{position} confd.# default")
            .replace(INFOS, "confd GET /infos - public");

    Review review =
        Review.of(
            Baseline.parse(committed(), BASELINE.toString()),
            Baseline.parse(changed, "changed"),
            demoUsers());

    assertThat(review.exitCode()).isEqualTo(Review.WIDENED);
    assertThat(review.roles())
        .extracting(
            RoleImpact::role,
            r -> r.gains().stream().map(s -> s.change().name()).toList(),
            r -> r.losses().stream().map(s -> s.change().name()).toList())
        .containsExactly(
            // alice reads her own lines with confd.users.me.#.read: not with confd.users.read.
            tuple("alice", List.of(), List.of("confd GET /users/{user_id}/lines")),
            // bob may change his own function keys only, and had no confd.infos.read.
            tuple(
                "bob",
                List.of("confd GET /infos"),
                List.of("confd PUT /users/{user_id}/funckeys/{position}")),
            // confd.# covers the new ACLs and the default alike.
            tuple("admin", List.of(), List.of()));
  }

  private static Policy demoUsers() {
    List<Policy.Role> roles =
        UserConfig.demo().stream()
            .map((UserAccount user) -> new Policy.Role(user.username(), user.acl()))
            .toList();
    return new Policy(roles);
  }
}
