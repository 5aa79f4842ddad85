package org.aclgen.quarkus.deployment;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.arc.deployment.AdditionalBeanBuildItem;
import io.quarkus.deployment.Capabilities;
import io.quarkus.deployment.Capability;
import io.quarkus.deployment.builditem.AdditionalIndexedClassesBuildItem;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The runtime's JAX-RS classes that the extension hands to the REST stack. RESTEasy classic takes
 * providers and resources from the bean archive alone, and the runtime's jar is none (its Jandex
 * index lists the guard and nothing else): an application built outside this repository got {@code
 * GET /api/api.yml} answered 401 without a token and 404 with one. The stack modules here did not
 * show it: within the repository's build, Quarkus indexes the runtime module's classes directory
 * whole, as a module of the workspace, so the class was in the bean archive anyway.
 */
class JaxRsClassesTest {

  private static final String FEATURE = "org.aclgen.quarkus.AclQuarkusFeature";
  private static final String DESCRIPTION = "org.aclgen.runtime.ApiDescriptionResource";

  @Test
  void onRestEasyClassicTheFeatureAndTheDescriptionAreIndexedBeans() {
    Produced produced = jaxRs(Capability.RESTEASY);

    assertThat(produced.indexed()).containsExactlyInAnyOrder(FEATURE, DESCRIPTION);
    assertThat(produced.beans()).containsExactlyInAnyOrder(FEATURE, DESCRIPTION);
  }

  @Test
  void onQuarkusRestTheyAreTheSame() {
    Produced produced = jaxRs(Capability.RESTEASY_REACTIVE);

    assertThat(produced.indexed()).containsExactlyInAnyOrder(FEATURE, DESCRIPTION);
    assertThat(produced.beans()).containsExactlyInAnyOrder(FEATURE, DESCRIPTION);
  }

  @Test
  void withoutARestStackNothingIsRegistered() {
    Produced produced = jaxRs("io.quarkus.vertx.http");

    assertThat(produced.indexed()).isEmpty();
    assertThat(produced.beans()).isEmpty();
  }

  private record Produced(List<String> indexed, List<String> beans) {}

  private static Produced jaxRs(String capability) {
    List<String> indexed = new ArrayList<>();
    List<String> beans = new ArrayList<>();
    new AclgenProcessor()
        .jaxRs(
            new Capabilities(Set.of(capability)),
            (AdditionalIndexedClassesBuildItem item) -> indexed.addAll(item.getClassesToIndex()),
            (AdditionalBeanBuildItem item) -> beans.addAll(item.getBeanClasses()));
    return new Produced(indexed, beans);
  }
}
