package org.aclgen.acl;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.lang.management.ManagementFactory;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A check of a concrete required ACL, the one each request makes, allocates nothing (issue #17): it
 * reads the required ACL where it stands instead of splitting it into words. Measured with the
 * thread's allocation counter, the one JMH's {@code -prof gc} reads; and the in-place reading
 * refuses exactly what splitting refused, with the same message.
 */
class CheckAllocationTest {
  private static final String USER = "2f6c1a5e-8d0b-4d59-9a53-1c0ad8e7c101";
  private static final int CHECKS = 20_000;

  private static final AccessCheck TOKEN =
      AccessCheck.of(
          USER,
          "s-1",
          List.of(
              "confd.users.me.#.read",
              "!confd.users.me.voicemail.#",
              "calld.users.me.calls.*",
              "confd.users.me.edit",
              "auth.sessions.my_session.delete",
              "dird.#",
              "websocketd"));

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource({
    "confd.users." + USER + ".lines.read, true",
    "confd.users.me.funckeys.3.read, true",
    "confd.users." + USER + ".voicemail.read, false",
    "confd.users.9a1b.lines.read, false",
    "calld.users." + USER + ".calls.42, true",
    "calld.users.me.calls, false",
    "confd.users.me.update, true",
    "auth.sessions.s-1.delete, true",
    "auth.sessions.s-2.delete, false",
    "dird.x.y.z, true",
    "dird, false",
    "websocketd, true",
    "websocketd.x, false",
  })
  void aConcreteCheckAllocatesNothing(String required, boolean granted) {
    assertThat(TOKEN.allows(required)).isEqualTo(granted);

    long bytes = allocatedBy(() -> checkMany(TOKEN, required, granted));

    // Splitting alone allocated about 200 bytes per check; less than one byte per check is none.
    assertThat(bytes).as("bytes allocated by %d checks", CHECKS).isLessThan(CHECKS);
  }

  @Test
  void aCheckAgainstAThousandEntriesAllocatesNothing() {
    List<String> acls =
        java.util.stream.IntStream.range(0, 1_000)
            .mapToObj(i -> "svc" + i / 10 + ".res" + i + (i % 2 == 0 ? ".*.read" : ".#"))
            .toList();
    AccessCheck large = AccessCheck.of(USER, acls);
    String hit = "svc42.res421.a.b.c";
    String miss = "svc42.res420.a.update";

    long bytes =
        allocatedBy(
            () -> {
              checkMany(large, hit, true);
              checkMany(large, miss, false);
            });

    assertThat(bytes).as("bytes allocated by %d checks", 2 * CHECKS).isLessThan(CHECKS);
  }

  @ParameterizedTest(name = "\"{0}\"")
  @ValueSource(
      strings = {
        "",
        "!confd.users.read",
        "confd..read",
        ".confd",
        "confd.",
        "confd.us*rs.read",
        "confd.#x.read",
        "confd.users.!me",
        "confd.users me",
        "confd.users.\tme",
        "confd.users.\u00a0me",
        "confd.users.\u0085me",
        "a.*.b..c",
      })
  void malformedRequiredAclsAreRefusedAsBefore(String required) {
    AclSyntaxException parsed =
        catchThrowableOfType(AclSyntaxException.class, () -> Acl.parse(required));
    AclSyntaxException checked =
        catchThrowableOfType(AclSyntaxException.class, () -> TOKEN.allows(required));

    assertThat(parsed).as("Acl.parse refuses it").isNotNull();
    assertThat(checked).as("allows refuses it").isNotNull();
    assertThat(checked).hasMessage(parsed.getMessage());
    assertThat(checked.position()).isEqualTo(parsed.position());
  }

  private static void checkMany(AccessCheck check, String required, boolean granted) {
    for (int i = 0; i < CHECKS; i++) {
      if (check.allows(required) != granted) {
        throw new AssertionError(required + " changed its answer at check " + i);
      }
    }
  }

  /** The bytes this thread allocates while running {@code work}. */
  private static long allocatedBy(Runnable work) {
    com.sun.management.ThreadMXBean threads =
        (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    work.run(); // loads and links every class the work touches before measuring
    long before = threads.getCurrentThreadAllocatedBytes();
    work.run();
    return threads.getCurrentThreadAllocatedBytes() - before;
  }
}
