package org.aclgen.spring;

import org.aclgen.testsupport.PublicApi;
import org.junit.jupiter.api.Test;

/**
 * The public API of aclgen-spring-boot is the one recorded in api/aclgen-spring-boot.api; see
 * PublicApi.
 */
class PublicApiTest {
  @Test
  void publicApiIsTheRecordedOne() {
    PublicApi.ofModule("aclgen-spring-boot").assertRecorded();
  }
}
