package org.aclgen.quarkus.deployment;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.builder.BuildChainBuilder;
import io.quarkus.deployment.builditem.FeatureBuildItem;
import io.quarkus.deployment.builditem.nativeimage.ReflectiveClassBuildItem;
import io.quarkus.test.QuarkusUnitTest;
import java.util.Arrays;
import java.util.List;
import java.util.TreeSet;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * What the build registers for a native image's reflection, read from the build itself (no native
 * build runs on this project's machines): among them, the classes that the runtime looks up by name
 * to tell the stack it runs on. Without the extension's class registered, a native image would
 * refuse to start on Quarkus REST as if the extension were missing.
 */
class NativeRegistrationTest {

  /**
   * The build step below runs in the build's class loader: a system property crosses it. Not under
   * {@code aclgen.}, whose unknown keys the extension refuses.
   */
  private static final String REGISTERED = "native-registration-test.reflective-classes";

  @RegisterExtension
  static final QuarkusUnitTest APP =
      new QuarkusUnitTest()
          .withApplicationRoot(ThingsApplication::addTo)
          .addBuildChainCustomizer(NativeRegistrationTest::recordReflectiveClasses);

  private static void recordReflectiveClasses(BuildChainBuilder chain) {
    chain
        .addBuildStep(
            context -> {
              TreeSet<String> names = new TreeSet<>();
              for (ReflectiveClassBuildItem item :
                  context.consumeMulti(ReflectiveClassBuildItem.class)) {
                names.addAll(item.getClassNames());
              }
              System.setProperty(REGISTERED, String.join(",", names));
              context.produce(new FeatureBuildItem("aclgen-test-reflection"));
            })
        .consumes(ReflectiveClassBuildItem.class)
        .produces(FeatureBuildItem.class)
        .build();
  }

  @AfterAll
  static void forgetTheProperty() {
    System.clearProperty(REGISTERED);
  }

  @Test
  void theClassesTheRuntimeLooksUpByNameAreRegistered() {
    List<String> registered = Arrays.asList(System.getProperty(REGISTERED, "").split(","));

    assertThat(registered)
        .contains(
            "org.aclgen.quarkus.AclQuarkusFeature",
            "org.jboss.resteasy.reactive.server.spi.ServerRestHandler",
            "org.aclgen.quarkus.StrictBoolean");
  }
}
