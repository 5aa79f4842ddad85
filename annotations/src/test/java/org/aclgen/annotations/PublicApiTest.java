package org.aclgen.annotations;

import org.aclgen.testsupport.PublicApi;
import org.junit.jupiter.api.Test;

/**
 * The public API of aclgen-annotations is the one recorded in api/aclgen-annotations.api; see
 * PublicApi.
 */
class PublicApiTest {
  @Test
  void publicApiIsTheRecordedOne() {
    PublicApi.ofModule("aclgen-annotations").assertRecorded();
  }
}
