package org.aclgen.stacks.quarkus.testing;

import java.nio.file.Path;
import org.aclgen.testsupport.PublicApi;
import org.junit.jupiter.api.Test;

/**
 * The public API of aclgen-testing is the one recorded in testing/api/aclgen-testing.api. Checked
 * here rather than in aclgen-testing's own tests: its Quarkus test profile implements a type of
 * Quarkus's test framework, which this module's class path has and aclgen-testing's tests leave out
 * (it would take over their JUnit launcher).
 */
class PublicApiTest {
  @Test
  void publicApiOfAclgenTestingIsTheRecordedOne() {
    Path testing =
        Path.of(System.getProperty("basedir", ""))
            .toAbsolutePath()
            .resolve("../../testing")
            .normalize();
    PublicApi.of(
            "aclgen-testing",
            testing.resolve("target/classes"),
            testing.resolve("api/aclgen-testing.api"),
            "stacks/quarkus-testing")
        .assertRecorded();
  }
}
