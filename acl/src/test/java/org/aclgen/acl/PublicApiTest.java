package org.aclgen.acl;

import org.aclgen.testsupport.PublicApi;
import org.junit.jupiter.api.Test;

/** The public API of aclgen-acl is the one recorded in api/aclgen-acl.api; see PublicApi. */
class PublicApiTest {
  @Test
  void publicApiIsTheRecordedOne() {
    PublicApi.ofModule("aclgen-acl").assertRecorded();
  }
}
