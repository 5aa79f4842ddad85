package org.aclgen.spring;

import io.micrometer.core.instrument.MeterRegistry;
import org.aclgen.micrometer.AclMetrics;
import org.aclgen.runtime.AclFeature;
import org.aclgen.runtime.decisions.DecisionListener;
import org.glassfish.jersey.server.ResourceConfig;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.autoconfigure.jersey.ResourceConfigCustomizer;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * aclgen's decisions in a Spring Boot application with Jersey: every {@link DecisionListener} bean
 * of the context is told of each decision of the application's {@link AclFeature} (however the
 * feature was registered), and the decisions are published as application events.
 *
 * <table>
 *   <caption>Properties</caption>
 *   <tr><th>property<th>meaning<th>default
 *   <tr><td>{@code aclgen.decisions.application-events}<td>publish each decision as an application
 *       event ({@link ApplicationEventDecisions})<td>{@code true}
 *   <tr><td>{@code aclgen.decisions.metrics}<td>count the decisions in the application's {@code
 *       MeterRegistry} (Spring Boot Actuator's) with aclgen-micrometer's {@code AclMetrics}, when
 *       both are on the class path<td>{@code true}
 *   <tr><td>{@code aclgen.decisions.enabled}<td>tell the feature of the context's listeners at all
 *       <td>{@code true}
 * </table>
 *
 * <p>The listeners reach the feature through the configuration property {@link
 * AclFeature#DECISION_LISTENERS}, which a {@link ResourceConfigCustomizer} sets on the
 * application's {@link ResourceConfig}.
 */
@AutoConfiguration(
    afterName =
        "org.springframework.boot.actuate.autoconfigure.metrics.CompositeMeterRegistryAutoConfiguration")
@ConditionalOnClass({ResourceConfig.class, ResourceConfigCustomizer.class, AclFeature.class})
@ConditionalOnProperty(
    name = "aclgen.decisions.enabled",
    havingValue = "true",
    matchIfMissing = true)
public class AclDecisionsAutoConfiguration {

  /**
   * The decisions as application events, unless {@code aclgen.decisions.application-events=false}.
   */
  @Bean
  @ConditionalOnProperty(
      name = "aclgen.decisions.application-events",
      havingValue = "true",
      matchIfMissing = true)
  public ApplicationEventDecisions aclgenApplicationEventDecisions(
      ApplicationEventPublisher publisher) {
    return new ApplicationEventDecisions(publisher);
  }

  /** Hands the context's listeners, in their order, to the application's feature. */
  @Bean
  public ResourceConfigCustomizer aclgenDecisionListeners(
      ObjectProvider<DecisionListener> listeners) {
    return config -> AclFeature.addDecisionListeners(config, listeners.orderedStream().toList());
  }

  /** The decisions counted in the application's registry. */
  @Configuration(proxyBeanMethods = false)
  @ConditionalOnClass(name = "org.aclgen.micrometer.AclMetrics")
  @ConditionalOnBean(MeterRegistry.class)
  @ConditionalOnProperty(
      name = "aclgen.decisions.metrics",
      havingValue = "true",
      matchIfMissing = true)
  static class Metrics {
    @Bean
    AclMetrics aclgenMetrics(MeterRegistry registry) {
      return new AclMetrics(registry);
    }
  }
}
