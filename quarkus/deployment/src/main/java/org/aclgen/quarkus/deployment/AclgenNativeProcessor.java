package org.aclgen.quarkus.deployment;

import io.quarkus.deployment.Capabilities;
import io.quarkus.deployment.Capability;
import io.quarkus.deployment.annotations.BuildProducer;
import io.quarkus.deployment.annotations.BuildStep;
import io.quarkus.deployment.builditem.nativeimage.NativeImageResourcePatternsBuildItem;
import io.quarkus.deployment.builditem.nativeimage.ReflectiveClassBuildItem;
import io.quarkus.deployment.builditem.nativeimage.ServiceProviderBuildItem;

/**
 * What a native image of an application with aclgen-quarkus must keep, registered here because
 * aclgen finds it at run time: the registries and decision listeners that {@code ServiceLoader}
 * lists, the processor's files under {@code META-INF/aclgen/}, and the classes whose members the
 * runtime reaches through method handles. No native build runs on this project's machines;
 * docs/stacks/quarkus.md says what was checked.
 */
public final class AclgenNativeProcessor {

  @BuildStep
  void serviceFiles(BuildProducer<ServiceProviderBuildItem> services) {
    services.produce(
        ServiceProviderBuildItem.allProvidersFromClassPath("org.aclgen.acl.registry.AclRegistry"));
    services.produce(
        ServiceProviderBuildItem.allProvidersFromClassPath(
            "org.aclgen.runtime.decisions.DecisionListener"));
  }

  /** The registry tables and each service's description ({@code ApiDescriptionResource}). */
  @BuildStep
  NativeImageResourcePatternsBuildItem processorFiles() {
    return NativeImageResourcePatternsBuildItem.builder().includeGlob("META-INF/aclgen/**").build();
  }

  /**
   * The members read through method handles: MicroProfile Config (read without a compile-time
   * dependency), and RESTEasy classic's request context; the converter of aclgen-quarkus's flags,
   * which SmallRye Config builds by reflection; and the classes the runtime looks up by name, with
   * no member, to tell the stack it runs on: Quarkus REST's server SPI, and this extension, without
   * which the runtime refuses to start on Quarkus REST.
   */
  @BuildStep
  void reflection(Capabilities capabilities, BuildProducer<ReflectiveClassBuildItem> reflective) {
    reflective.produce(
        ReflectiveClassBuildItem.builder(
                "org.aclgen.quarkus.AclQuarkusFeature",
                "org.jboss.resteasy.reactive.server.spi.ServerRestHandler")
            .reason(getClass().getName())
            .build());
    reflective.produce(
        ReflectiveClassBuildItem.builder("org.aclgen.quarkus.StrictBoolean")
            .constructors()
            .reason(getClass().getName())
            .build());
    reflective.produce(
        ReflectiveClassBuildItem.builder(
                "org.eclipse.microprofile.config.ConfigProvider",
                "org.eclipse.microprofile.config.Config")
            .methods()
            .reason(getClass().getName())
            .build());
    if (capabilities.isPresent(Capability.RESTEASY)) {
      reflective.produce(
          ReflectiveClassBuildItem.builder("org.jboss.resteasy.core.ResteasyContext")
              .methods()
              .reason(getClass().getName())
              .build());
    }
  }
}
