package org.aclgen.review;

import org.aclgen.testsupport.PublicApi;
import org.junit.jupiter.api.Test;

/** The public API of aclgen-review is the one recorded in api/aclgen-review.api; see PublicApi. */
class PublicApiTest {
  @Test
  void publicApiIsTheRecordedOne() {
    PublicApi.ofModule("aclgen-review").assertRecorded();
  }
}
