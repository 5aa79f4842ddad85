package org.aclgen.processor.write;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.aclgen.acl.registry.AclSource;
import org.aclgen.processor.model.AclRequirement;
import org.aclgen.processor.model.Endpoint;
import org.aclgen.processor.model.PathTemplate;
import org.junit.jupiter.api.Test;

class RegistryNamesTest {

  private static Endpoint in(String service, String resourceClass) {
    return new Endpoint(
        service,
        "GET",
        PathTemplate.compose(List.of("/x")),
        resourceClass,
        "x()",
        "X_x",
        AclRequirement.of(AclSource.DEFAULT, service + ".#"),
        List.of(),
        "",
        200,
        service);
  }

  @Test
  void commonPackageAndServicesNameTheRegistry() {
    List<Endpoint> endpoints =
        List.of(
            in("confd", "com.acme.api.users.Users"), in("call-logd", "com.acme.api.Calls$Inner"));

    assertThat(RegistryNames.qualifiedName(endpoints, "", 0))
        .isEqualTo("com.acme.api.CallLogdConfdAclRegistry");
    assertThat(RegistryNames.qualifiedName(endpoints, "", 1))
        .isEqualTo("com.acme.api.CallLogdConfdAclRegistry2");
    assertThat(RegistryNames.qualifiedName(endpoints, "x.Mine", 0)).isEqualTo("x.Mine");
    assertThat(RegistryNames.qualifiedName(List.of(in("9x", "Top")), "", 0))
        .isEqualTo("org.aclgen.generated.Service9xAclRegistry");
  }
}
