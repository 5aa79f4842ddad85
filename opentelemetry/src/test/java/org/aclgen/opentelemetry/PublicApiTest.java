package org.aclgen.opentelemetry;

import org.aclgen.testsupport.PublicApi;
import org.junit.jupiter.api.Test;

/** The public API of aclgen-opentelemetry is the one recorded in api/aclgen-opentelemetry.api. */
class PublicApiTest {
  @Test
  void publicApiIsTheRecordedOne() {
    PublicApi.ofModule("aclgen-opentelemetry").assertRecorded();
  }
}
