package org.aclgen.quarkus.deployment;

import io.quarkus.deployment.IsDevelopment;
import io.quarkus.deployment.annotations.BuildStep;
import io.quarkus.devui.spi.JsonRPCProvidersBuildItem;
import io.quarkus.devui.spi.page.CardPageBuildItem;
import io.quarkus.devui.spi.page.Page;
import org.aclgen.acl.registry.RegistryDiscovery;
import org.aclgen.quarkus.internal.devui.ExplainJsonRpcService;

/**
 * aclgen's card in the Dev UI ({@code quarkus:dev}, {@code /q/dev-ui}) and its two pages: every
 * operation of the generated registries with its ACL and where the ACL came from, as the running
 * service enforces them; and the explain page, where a token's ACLs typed one per line (and a user,
 * for {@code me}) show which operations they open and why, answered at run time by the runtime's
 * {@link ExplainJsonRpcService}.
 */
public final class AclgenDevUiProcessor {

  private static final String OPERATIONS = "operations";

  /** The explain page's web component, in this jar's {@code dev-ui/} folder. */
  static final String EXPLAIN_PAGE = "qwc-aclgen-explain.js";

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
    card.addPage(
        Page.webComponentPageBuilder()
            .title("Explain ACLs")
            .icon("font-awesome-solid:magnifying-glass")
            .componentLink(EXPLAIN_PAGE));
    return card;
  }

  /**
   * The explain page's service, run in the application: it explains with the registries the running
   * service enforces, and with aclgen-review, which the extension adds in dev mode only.
   */
  @BuildStep(onlyIf = IsDevelopment.class)
  JsonRPCProvidersBuildItem explainService() {
    return new JsonRPCProvidersBuildItem(ExplainJsonRpcService.class);
  }
}
