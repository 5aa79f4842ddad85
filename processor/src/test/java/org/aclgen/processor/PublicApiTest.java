package org.aclgen.processor;

import org.aclgen.testsupport.PublicApi;
import org.junit.jupiter.api.Test;

/**
 * The public API of aclgen-processor is the one recorded in api/aclgen-processor.api; see
 * PublicApi. The stage packages are public for one another only, not API (their package-info says
 * so), so the record covers {@code org.aclgen.processor} alone: the processor and its options.
 */
class PublicApiTest {
  @Test
  void publicApiIsTheRecordedOne() {
    PublicApi.ofModule("aclgen-processor")
        .excluding(
            "org.aclgen.processor.diagnostic",
            "org.aclgen.processor.model",
            "org.aclgen.processor.scan",
            "org.aclgen.processor.validate",
            "org.aclgen.processor.write")
        .assertRecorded();
  }
}
