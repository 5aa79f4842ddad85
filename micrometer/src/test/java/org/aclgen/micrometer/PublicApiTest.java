package org.aclgen.micrometer;

import org.aclgen.testsupport.PublicApi;
import org.junit.jupiter.api.Test;

/** The public API of aclgen-micrometer is the one recorded in api/aclgen-micrometer.api. */
class PublicApiTest {
  @Test
  void publicApiIsTheRecordedOne() {
    PublicApi.ofModule("aclgen-micrometer").assertRecorded();
  }
}
