package org.aclgen.sample.showcase;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.aclgen.acl.registry.AclEntry;
import org.aclgen.sample.TestUsers;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * Swagger UI at {@code /api/docs/} in a real headless Chromium: every operation of every service is
 * listed with its required ACL as a badge on the collapsed row, and <em>Try it out</em> with a
 * token from the Authorize dialog gets 200 on an allowed operation and a 403 naming the ACL on a
 * refused one.
 */
class ApiDocsPageTest extends BrowserPageTest {

  @Test
  void everyOperationOfEveryServiceIsListedWithItsAclBadge() throws Exception {
    browser.open(app.baseUri().resolve("/api/docs/").toString());
    for (String service : List.of("auth", "calld", "acl", "confd")) {
      Map<String, String> expected = registryAcls(service);

      Map<String, String> shown = badges(service, expected.size());

      assertThat(shown).as(service).isEqualTo(expected);
    }
    browser.screenshot("api-docs");
  }

  @Test
  void tryItOutWithATokenIsAllowedOrRefusedNamingTheAcl() throws Exception {
    browser.open(app.baseUri().resolve("/api/docs/").toString());
    badges("confd", registryAcls("confd").size());
    authorize(client.token(TestUsers.ALICE));
    WebElement operation = expand("get", "/users/{user_id}/lines");
    operation.findElement(By.cssSelector(".try-out__btn")).click();

    String allowed = execute(operation, TestUsers.ALICE.uuid());
    String refused = execute(operation, TestUsers.BOB.uuid());

    assertThat(allowed).startsWith("200");
    assertThat(refused)
        .startsWith("403")
        .contains("confd.users." + TestUsers.BOB.uuid() + ".lines.read");
    browser.scrollTo(operation.findElement(By.cssSelector(".live-responses-table")));
    browser.screenshot("api-docs-try-it-out");
  }

  /** What the registry says: "METHOD path" to the required ACL, "public" for a public one. */
  private static Map<String, String> registryAcls(String service) {
    Map<String, String> acls = new LinkedHashMap<>();
    for (AclEntry entry : Operations.entries()) {
      if (entry.service().equals(service)) {
        acls.put(
            entry.httpMethod() + " " + entry.path(),
            entry.isPublic() ? "public" : entry.aclTemplate());
      }
    }
    return acls;
  }

  /** Selects {@code service} in the top bar and reads every operation row's badge. */
  private Map<String, String> badges(String service, int operations) {
    // The top bar is drawn by script after the page loads: wait for it.
    new Select(browser.await("the top bar", d -> d.findElement(By.cssSelector(".topbar select"))))
        .selectByVisibleText(service);
    return browser.await(
        operations + " operations of " + service,
        d -> {
          if (!d.findElement(By.cssSelector(".info .title")).getText().startsWith(service)) {
            return null;
          }
          List<WebElement> blocks = d.findElements(By.cssSelector(".opblock"));
          if (blocks.size() != operations) {
            return null;
          }
          Map<String, String> shown = new LinkedHashMap<>();
          for (WebElement block : blocks) {
            String method = block.findElement(By.cssSelector(".opblock-summary-method")).getText();
            String path =
                block.findElement(By.cssSelector("[data-path]")).getDomAttribute("data-path");
            List<WebElement> badge = block.findElements(By.cssSelector(".acl-badge"));
            shown.put(method + " " + path, badge.isEmpty() ? null : badge.get(0).getText());
          }
          return shown;
        });
  }

  private void authorize(String token) {
    WebDriver d = browser.driver();
    d.findElement(By.cssSelector(".scheme-container .authorize")).click();
    WebElement dialog =
        browser.await("the Authorize dialog", x -> x.findElement(By.cssSelector(".modal-ux")));
    dialog.findElement(By.cssSelector("input[type=text], input[type=password]")).sendKeys(token);
    dialog.findElement(By.cssSelector(".auth-btn-wrapper .authorize")).click();
    browser.await("the token accepted", x -> dialog.findElement(By.cssSelector(".btn-done")));
    dialog.findElement(By.cssSelector(".btn-done")).click();
  }

  private WebElement expand(String method, String path) {
    WebElement block =
        browser
            .driver()
            .findElement(
                By.xpath(
                    "//div[contains(@class,'opblock-"
                        + method
                        + "')][.//*[@data-path='"
                        + path
                        + "']]"));
    block.findElement(By.cssSelector(".opblock-summary-control")).click();
    browser.await(
        "the operation expanded", d -> block.findElement(By.cssSelector(".try-out__btn")));
    return block;
  }

  /** Executes the expanded operation for {@code userId}; answers "status body". */
  private String execute(WebElement operation, String userId) {
    WebElement input = operation.findElement(By.cssSelector("input[placeholder='user_id']"));
    input.clear();
    input.sendKeys(userId);
    operation.findElement(By.cssSelector(".execute")).click();
    return browser.await(
        "the reply for " + userId,
        d -> {
          List<WebElement> urls = operation.findElements(By.cssSelector(".request-url pre"));
          List<WebElement> status =
              operation.findElements(
                  By.cssSelector(".live-responses-table tbody .response-col_status"));
          List<WebElement> body =
              operation.findElements(
                  By.cssSelector(".live-responses-table tbody .response-col_description pre"));
          if (urls.isEmpty()
              || !urls.get(0).getText().contains(userId)
              || status.isEmpty()
              || body.isEmpty()) {
            return null;
          }
          return status.get(0).getText().trim() + " " + body.get(0).getText();
        });
  }
}
