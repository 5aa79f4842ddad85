package org.aclgen.events;

import org.aclgen.testsupport.PublicApi;
import org.junit.jupiter.api.Test;

/** The public API of aclgen-events is the one recorded in api/aclgen-events.api; see PublicApi. */
class PublicApiTest {
  @Test
  void publicApiIsTheRecordedOne() {
    PublicApi.ofModule("aclgen-events").assertRecorded();
  }
}
