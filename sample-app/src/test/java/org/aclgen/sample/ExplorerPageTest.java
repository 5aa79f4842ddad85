package org.aclgen.sample;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.aclgen.sample.Operations.Operation;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * The ACL explorer at {@code /api/acl/} in a real headless Chromium: the permission model's two
 * tables come back as the granted rows, an invalid ACL shows its error under its line, a token
 * loads its ACLs, and the question lives in the page's address.
 */
class ExplorerPageTest {

  private static SampleApp app;
  private static AppClient client;
  private Browser browser;

  @BeforeAll
  static void start() throws Exception {
    app = SampleApp.start(Options.defaults().withPort(0).withUsers(TestUsers.ALL));
    client = new AppClient(app);
  }

  @AfterAll
  static void stop() {
    app.close();
  }

  @BeforeEach
  void openBrowser() {
    browser = Browser.start();
  }

  @AfterEach
  void closeBrowser() {
    if (browser != null) {
      browser.close();
    }
  }

  @Test
  void typingTheReadAclForAUserShowsExactlyTheFirstTableAsGranted() throws Exception {
    browser.open(page(""));
    browser.driver().findElement(By.id("acl-0")).sendKeys("confd.users.me.#.read");
    browser.driver().findElement(By.id("user")).sendKeys(TestUsers.ALICE.uuid());

    List<WebElement> rows = awaitAnswer("confd.users.me.#.read");

    assertThat(grantedProtected(rows))
        .containsExactlyInAnyOrderElementsOf(PermissionTablesTest.READ_TABLE);
    assertThat(row(rows, "GET", "/users/{user_id}/lines").getText())
        .contains("confd.users.{user_id}.lines.read", "granted by confd.users.me.#.read");
    assertThat(row(rows, "PUT", "/users/{user_id}/lines/{line_id}").getText())
        .contains("refused", "no ACL matched");
    assertThat(browser.driver().getCurrentUrl())
        .contains("acl=confd.users.me.%23.read", "user=" + TestUsers.ALICE.uuid());
    browser.screenshot("acl-explorer");
  }

  @Test
  void aSharedLinkWithTheFunckeysAclShowsExactlyTheSecondTableAsGranted() {
    browser.open(page("?acl=" + encode("confd.users.me.funckeys.*.*")));

    List<WebElement> rows = awaitAnswer("confd.users.me.funckeys.*.*");

    assertThat(browser.driver().findElement(By.id("acl-0")).getDomProperty("value"))
        .isEqualTo("confd.users.me.funckeys.*.*");
    assertThat(grantedProtected(rows))
        .containsExactlyInAnyOrderElementsOf(PermissionTablesTest.FUNCKEYS_TABLE);
  }

  @Test
  void aNegativeAclNamesWhatItRefuses() {
    browser.open(
        page(
            "?acl=" + encode("confd.users.me.#.read") + "&acl=" + encode("!confd.users.me.cti.#")));

    List<WebElement> rows = awaitAnswer("!confd.users.me.cti.#");

    WebElement cti = row(rows, "GET", "/users/{user_id}/cti");
    assertThat(cti.getDomAttribute("data-verdict")).isEqualTo("refused");
    assertThat(cti.getText())
        .contains("refused by !confd.users.me.cti.# (overrides confd.users.me.#.read)");
  }

  @Test
  void anInvalidAclShowsItsErrorAndPositionUnderItsLineAsOneTypes() throws Exception {
    browser.open(page("?acl=" + encode("confd.#")));
    awaitAnswer("confd.#");
    browser.driver().findElement(By.id("add-line")).click();
    browser.driver().findElement(By.id("acl-1")).sendKeys("confd..read");

    WebElement error =
        browser.await(
            "the error under the second line",
            d -> {
              WebElement e = d.findElement(By.id("acl-error-1"));
              return e.getText().contains("confd..read") ? e : null;
            });

    assertThat(error.getText()).contains("confd..read", "^", "position 6: empty word");
    assertThat(browser.driver().findElement(By.id("acl-1")).getDomAttribute("aria-invalid"))
        .isEqualTo("true");
    assertThat(browser.driver().findElement(By.id("acl-error-0")).getText()).isEmpty();
    assertThat(browser.driver().findElements(By.cssSelector("tr.operation"))).isEmpty();
    browser.screenshot("acl-explorer-invalid");
  }

  @Test
  void loadMyTokenFillsTheAclsAndTheUser() {
    String token = client.token(TestUsers.BOB);
    browser.open(page(""));
    browser.driver().findElement(By.id("token")).sendKeys(token);
    browser.driver().findElement(By.id("load-token")).click();

    List<WebElement> rows = awaitAnswer("confd.users.me.funckeys.*.*");

    assertThat(browser.driver().findElement(By.id("user")).getDomProperty("value"))
        .isEqualTo(TestUsers.BOB.uuid());
    assertThat(grantedProtected(rows))
        .containsExactlyInAnyOrderElementsOf(PermissionTablesTest.FUNCKEYS_TABLE);
  }

  private String page(String query) {
    return app.baseUri().resolve("/api/acl/" + query).toString();
  }

  /** Waits until every operation has a row that answers the question holding {@code acl}. */
  private List<WebElement> awaitAnswer(String acl) {
    int operations = Operations.entries().size();
    return browser.await(
        "every operation's row for " + acl,
        d -> {
          boolean asked =
              d.findElements(By.cssSelector("#acl-lines input")).stream()
                  .anyMatch(i -> acl.equals(i.getDomProperty("value")));
          String url = d.getCurrentUrl();
          String search = url.contains("?") ? url.substring(url.indexOf('?') + 1) : "";
          String answered = d.findElement(By.id("answer")).getDomAttribute("data-question");
          List<WebElement> rows = d.findElements(By.cssSelector("tr.operation"));
          boolean current = search.equals(answered) && search.contains(encode(acl));
          return asked && current && rows.size() == operations ? rows : null;
        });
  }

  private static List<Operation> grantedProtected(List<WebElement> rows) {
    return rows.stream()
        .filter(r -> r.getDomAttribute("data-verdict").equals("granted"))
        .filter(r -> !r.getDomAttribute("data-reason").equals("public"))
        .map(
            r ->
                new Operation(
                    r.getDomAttribute("data-service"),
                    r.getDomAttribute("data-method"),
                    r.getDomAttribute("data-path")))
        .toList();
  }

  private static WebElement row(List<WebElement> rows, String method, String path) {
    return rows.stream()
        .filter(r -> r.getDomAttribute("data-method").equals(method))
        .filter(r -> r.getDomAttribute("data-path").equals(path))
        .filter(r -> r.getDomAttribute("data-service").equals("confd"))
        .findFirst()
        .orElseThrow();
  }

  private static String encode(String value) {
    return URLEncoder.encode(value, StandardCharsets.UTF_8);
  }
}
