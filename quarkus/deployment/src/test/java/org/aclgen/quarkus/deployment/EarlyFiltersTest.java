package org.aclgen.quarkus.deployment;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.resteasy.reactive.spi.ContainerRequestFilterBuildItem;
import jakarta.annotation.Priority;
import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.container.PreMatching;
import jakarta.ws.rs.ext.Provider;
import java.io.IOException;
import java.util.List;
import java.util.Set;
import org.jboss.jandex.Index;
import org.junit.jupiter.api.Test;

/**
 * Which filters before matching make aclgen keep its JAX-RS filter on Quarkus REST: those that run
 * at {@code Priorities.AUTHENTICATION} or earlier, found in the index as Quarkus REST finds them
 * and among the filters registered as build items.
 */
class EarlyFiltersTest {

  @Provider
  @PreMatching
  @Priority(Priorities.AUTHENTICATION)
  public static class AtAuthentication implements ContainerRequestFilter {
    @Override
    public void filter(ContainerRequestContext request) {}
  }

  @Provider
  @PreMatching
  @Priority(Priorities.AUTHENTICATION + 1)
  public static class JustAfter implements ContainerRequestFilter {
    @Override
    public void filter(ContainerRequestContext request) {}
  }

  /** Quarkus REST gives a filter without a priority {@code Priorities.USER}. */
  @Provider
  @PreMatching
  public static class WithoutPriority implements ContainerRequestFilter {
    @Override
    public void filter(ContainerRequestContext request) {}
  }

  @Provider
  @Priority(1)
  public static class AfterMatching implements ContainerRequestFilter {
    @Override
    public void filter(ContainerRequestContext request) {}
  }

  @Test
  void aProviderAtAuthenticationRunsFirst() throws IOException {
    assertThat(EarlyFilters.of(Index.of(AtAuthentication.class), Set.of(), List.of()))
        .containsExactly(AtAuthentication.class.getName());
  }

  @Test
  void laterProvidersAndFiltersAfterMatchingDoNot() throws IOException {
    assertThat(
            EarlyFilters.of(
                Index.of(JustAfter.class, WithoutPriority.class, AfterMatching.class),
                Set.of(),
                List.of()))
        .isEmpty();
  }

  @Test
  void aProviderThatABuildTimeConditionLeavesOutDoesNot() throws IOException {
    assertThat(
            EarlyFilters.of(
                Index.of(AtAuthentication.class),
                Set.of(AtAuthentication.class.getName()),
                List.of()))
        .isEmpty();
  }

  @Test
  void aFilterRegisteredAsABuildItemBeforeMatchingAtAuthenticationRunsFirst() throws IOException {
    ContainerRequestFilterBuildItem early =
        new ContainerRequestFilterBuildItem.Builder("com.example.Early")
            .setPreMatching(true)
            .setPriority(Priorities.AUTHENTICATION - 100)
            .build();
    ContainerRequestFilterBuildItem late =
        new ContainerRequestFilterBuildItem.Builder("com.example.Late")
            .setPreMatching(true)
            .setPriority(Priorities.USER)
            .build();
    ContainerRequestFilterBuildItem matched =
        new ContainerRequestFilterBuildItem.Builder("com.example.Matched").setPriority(1).build();

    assertThat(
            EarlyFilters.of(
                Index.of(AtAuthentication.class), Set.of(), List.of(late, matched, early)))
        .containsExactly("com.example.Early", AtAuthentication.class.getName());
  }
}
