package org.aclgen.runtime;

import org.aclgen.testsupport.PublicApi;
import org.junit.jupiter.api.Test;

/**
 * The public API of aclgen-runtime is the one recorded in api/aclgen-runtime.api; see PublicApi.
 * The Jersey adapter is public for Jersey's service loader only, and needs Jersey to load.
 */
class PublicApiTest {
  @Test
  void publicApiIsTheRecordedOne() {
    PublicApi.ofModule("aclgen-runtime").excluding("org.aclgen.runtime.jersey").assertRecorded();
  }
}
