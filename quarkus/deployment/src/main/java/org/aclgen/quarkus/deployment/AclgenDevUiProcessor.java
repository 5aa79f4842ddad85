package org.aclgen.quarkus.deployment;

import io.quarkus.deployment.IsDevelopment;
import io.quarkus.deployment.annotations.BuildStep;
import io.quarkus.devui.spi.page.CardPageBuildItem;
import io.quarkus.devui.spi.page.Page;
import org.aclgen.acl.registry.RegistryDiscovery;

/**
 * aclgen's card in the Dev UI ({@code quarkus:dev}, {@code /q/dev-ui}): every operation of the
 * generated registries with its ACL and where the ACL came from, as the running service enforces
 * them.
 */
public final class AclgenDevUiProcessor {

  private static final String OPERATIONS = "operations";

  @BuildStep(onlyIf = IsDevelopment.class)
  CardPageBuildItem card() {
    CardPageBuildItem card = new CardPageBuildItem();
    card.addBuildTimeData(
        OPERATIONS,
        OperationRows.of(
            RegistryDiscovery.discover(Thread.currentThread().getContextClassLoader())));
    card.addPage(
        Page.tableDataPageBuilder("Operations")
            .icon("font-awesome-solid:lock")
            .buildTimeDataKey(OPERATIONS)
            .showColumn(OperationRows.METHOD)
            .showColumn(OperationRows.PATH)
            .showColumn(OperationRows.ACL)
            .showColumn(OperationRows.SOURCE)
            .showColumn(OperationRows.ENFORCED)
            .showColumn(OperationRows.RESOURCE));
    return card;
  }
}
