package org.aclgen.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.container.PreMatching;
import jakarta.ws.rs.container.ResourceInfo;
import jakarta.ws.rs.core.FeatureContext;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.aclgen.acl.registry.AclEntry;
import org.aclgen.acl.registry.AclSource;
import org.jboss.resteasy.aclgentest.ImplementationPackageResource;
import org.junit.jupiter.api.Test;

/** Startup decisions of {@link AclFeature}; requests are covered by the request matrix. */
class AclFeatureTest {

  private static final TokenValidator NOBODY = token -> Optional.empty();

  /** A resource class for the registry entries below. */
  static class Resource {
    public String get(String id) {
      return id;
    }

    public String open() {
      return "open";
    }

    public String other() {
      return "other";
    }
  }

  private static AclEntry entry(String method, String acl, AclSource source) {
    return new AclEntry(
        "confd", "GET", "/things/{id}", Resource.class.getName(), method, acl, source);
  }

  private static final AclEntry GET =
      entry("get(java.lang.String)", "confd.things.{id}.read", AclSource.DERIVED);
  private static final AclEntry OPEN = entry("open()", null, AclSource.PUBLIC);

  private record Registered(Object component, int priority) {}

  private static List<Registered> configure(AclFeature feature, Class<?> type, String method)
      throws Exception {
    Method m =
        type.getMethod(
            method, method.equals("get") ? new Class<?>[] {String.class} : new Class<?>[0]);
    List<Registered> registered = new ArrayList<>();
    ResourceInfo info =
        new ResourceInfo() {
          @Override
          public Method getResourceMethod() {
            return m;
          }

          @Override
          public Class<?> getResourceClass() {
            return type;
          }
        };
    FeatureContext context =
        (FeatureContext)
            Proxy.newProxyInstance(
                AclFeatureTest.class.getClassLoader(),
                new Class<?>[] {FeatureContext.class},
                (proxy, called, args) -> {
                  if (called.getName().equals("register") && args.length == 2) {
                    registered.add(new Registered(args[0], (Integer) args[1]));
                    return proxy;
                  }
                  throw new UnsupportedOperationException(called.getName());
                });
    feature.configure(info, context);
    return registered;
  }

  @Test
  void registersOneAuthorizationFilterPerProtectedMethod() throws Exception {
    AclFeature feature = AclFeature.builder(NOBODY).registries(() -> List.of(GET, OPEN)).build();
    List<Registered> registered = configure(feature, Resource.class, "get");
    assertThat(registered).hasSize(1);
    assertThat(registered.get(0).component()).isInstanceOf(AclFilter.class);
    assertThat(registered.get(0).priority()).isEqualTo(Priorities.AUTHORIZATION);
  }

  @Test
  void asAFeatureItRegistersAuthenticationBeforeMatching() {
    AclFeature feature = AclFeature.builder(NOBODY).registries(() -> List.of(GET, OPEN)).build();
    List<Registered> registered = new ArrayList<>();
    FeatureContext context =
        (FeatureContext)
            Proxy.newProxyInstance(
                AclFeatureTest.class.getClassLoader(),
                new Class<?>[] {FeatureContext.class},
                (proxy, called, args) -> {
                  registered.add(new Registered(args[0], (Integer) args[1]));
                  return proxy;
                });
    assertThat(feature.configure(context)).isTrue();
    assertThat(registered).hasSize(1);
    assertThat(registered.get(0).component()).isInstanceOf(AuthenticationFilter.class);
    assertThat(registered.get(0).component().getClass()).hasAnnotation(PreMatching.class);
    assertThat(registered.get(0).priority()).isEqualTo(Priorities.AUTHENTICATION);
  }

  @Test
  void publicMethodsAndTheApiDescriptionGetNoFilter() throws Exception {
    AclFeature feature = AclFeature.builder(NOBODY).registries(() -> List.of(GET, OPEN)).build();
    assertThat(configure(feature, Resource.class, "open")).isEmpty();
    assertThat(configure(feature, ApiDescriptionResource.class, "description")).isEmpty();
  }

  @Test
  void aResourceInAnImplementationsPackageIsNotLeftOpen() {
    AclFeature feature = AclFeature.builder(NOBODY).registries(() -> List.of(GET)).build();
    assertThatThrownBy(() -> configure(feature, ImplementationPackageResource.class, "other"))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining(ImplementationPackageResource.class.getName() + "#other()");
  }

  @Test
  void unmappedMethodsFailNamingTheMethod() {
    AclFeature feature = AclFeature.builder(NOBODY).registries(() -> List.of(GET)).build();
    assertThatThrownBy(() -> configure(feature, Resource.class, "other"))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining(Resource.class.getName() + "#other()")
        .hasMessageContaining("UnmappedMethods.DEFAULT_ACL");
  }

  @Test
  void noRegistryStopsTheStart() {
    assertThatThrownBy(() -> AclFeature.builder(NOBODY).registries(List.of()).build())
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("found no AclRegistry")
        .hasMessageContaining("aclgen processor")
        .hasMessageContaining("META-INF/services/org.aclgen.acl.registry.AclRegistry")
        .hasMessageContaining("-Aaclgen.registry=resource META-INF/aclgen/acl-registry.tsv");
  }

  @Test
  void malformedTemplatesStopTheStart() {
    AclEntry bad = entry("get(java.lang.String)", "confd..read", AclSource.EXPLICIT);
    assertThatThrownBy(() -> AclFeature.builder(NOBODY).registries(() -> List.of(bad)).build())
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("malformed ACL template for GET /things/{id}")
        .hasMessageContaining("confd..read");
  }

  @Test
  void placeholdersMustBePathVariables() {
    AclEntry bad = entry("get(java.lang.String)", "confd.things.{userId}.read", AclSource.EXPLICIT);
    assertThatThrownBy(() -> AclFeature.builder(NOBODY).registries(() -> List.of(bad)).build())
        .hasMessageContaining("{userId}, which is no path variable of /things/{id}");
  }

  @Test
  void registriesThatDisagreeStopTheStart() {
    AclEntry other = entry("get(java.lang.String)", "confd.things.read", AclSource.EXPLICIT);
    assertThatThrownBy(
            () ->
                AclFeature.builder(NOBODY)
                    .registries(() -> List.of(GET), () -> List.of(other))
                    .build())
        .hasMessageContaining("disagree");
  }

  @Test
  void theDefaultServiceIsInferredOnlyWhenUnambiguous() throws Exception {
    AclFeature feature =
        AclFeature.builder(NOBODY)
            .registries(() -> List.of(GET))
            .unmappedMethods(UnmappedMethods.DEFAULT_ACL)
            .build();
    assertThat(configure(feature, Resource.class, "other")).hasSize(1);
    AclEntry calld =
        new AclEntry("calld", "GET", "/x", "x.X", "x()", "calld.x.read", AclSource.DERIVED);
    assertThatThrownBy(
            () ->
                AclFeature.builder(NOBODY)
                    .registries(() -> List.of(GET, calld))
                    .unmappedMethods(UnmappedMethods.DEFAULT_ACL)
                    .build())
        .hasMessageContaining("defaultService");
    assertThatThrownBy(() -> AclFeature.builder(NOBODY).defaultService("confd.users"))
        .hasMessageContaining("one literal ACL word");
  }
}
