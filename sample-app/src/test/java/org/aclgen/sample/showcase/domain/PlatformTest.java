package org.aclgen.sample.showcase.domain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.aclgen.sample.config.UserAccount;
import org.junit.jupiter.api.Test;

class PlatformTest {

  private static final UserAccount ANN =
      new UserAccount("ann", "pw", "11111111-1111-4111-8111-111111111111", List.of());
  private static final UserAccount BEN =
      new UserAccount("ben", "pw", "22222222-2222-4222-8222-222222222222", List.of());

  private final Platform platform = Platform.seed(List.of(ANN, BEN), Clock.systemUTC());

  @Test
  void eachUserGetsALineAnExtensionAVoicemailAndThreeKeys() {
    Line annLine = platform.linePlan().userLines(ANN.uuid()).get(0);

    assertThat(annLine.users()).containsExactly(ANN.uuid());
    assertThat(platform.linePlan().extension(annLine.extensions().get(0)).exten())
        .isEqualTo("1001");
    assertThat(platform.directory().voicemail(BEN.uuid()).number()).isEqualTo("1002");
    assertThat(platform.directory().funcKeys(ANN.uuid()))
        .extracting(FuncKey::position)
        .containsExactly(1, 2, 3);
    assertThat(platform.directory().funcKey(ANN.uuid(), 3).destination().userId())
        .isEqualTo(BEN.uuid());
  }

  @Test
  void aRefusedKeyWriteChangesNothing() {
    FuncKey before = platform.directory().funcKey(ANN.uuid(), 1);

    assertThatThrownBy(
            () ->
                platform
                    .directory()
                    .putFuncKey(ANN.uuid(), 1, "x", false, FuncKeyDestination.user("nobody")))
        .isInstanceOf(InvalidRequestException.class);

    assertThat(platform.directory().funcKey(ANN.uuid(), 1)).isEqualTo(before);
  }

  @Test
  void concurrentWritesAreAllKeptWithDistinctIds() throws Exception {
    int tasks = 200;
    List<Callable<Integer>> work = new ArrayList<>();
    for (int i = 0; i < tasks; i++) {
      int n = i;
      work.add(
          () -> {
            platform
                .directory()
                .putFuncKey(ANN.uuid(), 4 + n % 60, "k" + n, false, FuncKeyDestination.park());
            platform.callBoard().place(BEN.uuid(), "1001");
            return platform.linePlan().createLine("l" + n, "sip", "default").id();
          });
    }
    ExecutorService pool = Executors.newFixedThreadPool(8);
    List<Integer> ids = new ArrayList<>();
    try {
      for (Future<Integer> id : pool.invokeAll(work)) {
        ids.add(id.get());
      }
    } finally {
      pool.shutdown();
    }

    assertThat(ids).doesNotHaveDuplicates().hasSize(tasks);
    assertThat(platform.linePlan().lines()).hasSize(tasks + 2);
    assertThat(platform.callBoard().calls(BEN.uuid())).hasSize(tasks);
    assertThat(platform.directory().funcKeys(ANN.uuid())).hasSize(3 + 60);
  }
}
