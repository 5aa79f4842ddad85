package org.aclgen.sample.showcase;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.aclgen.sample.TestUsers;
import org.aclgen.sample.showcase.Operations.Operation;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * The ACL explorer at {@code /api/acl/} in a real headless Chromium: the permission model's two
 * tables come back as the granted rows, a grant that holds only when a placeholder is the token's
 * user names it, an invalid ACL shows its error under its line, a token loads its ACLs, and the
 * question lives in the page's address.
 */
class ExplorerPageTest extends BrowserPageTest {

  @Test
  void typingTheReadAclForAUserShowsExactlyTheFirstTableAsGranted() throws Exception {
    browser.open(page(""));
    browser.driver().findElement(By.id("acl-0")).sendKeys("confd.users.me.#.read");
    browser.driver().findElement(By.id("user")).sendKeys(TestUsers.ALICE.uuid());

    List<Row> rows = awaitAnswer(acls("confd.users.me.#.read") + "&user=" + TestUsers.ALICE.uuid());

    assertThat(grantedProtected(rows))
        .containsExactlyInAnyOrderElementsOf(PermissionTablesTest.READ_TABLE);
    // The table's <user_id> is the token's user by definition: each row names that condition.
    assertThat(rows)
        .filteredOn(r -> r.verdict().equals("granted") && !r.reason().equals("public"))
        .allMatch(r -> "user_id".equals(r.condition()))
        .allMatch(r -> r.text().contains("only when {user_id} is the token's user"));
    assertThat(row(rows, "GET", "/users/{user_id}/lines").text())
        .contains("confd.users.{user_id}.lines.read", "granted by confd.users.me.#.read");
    assertThat(row(rows, "PUT", "/users/{user_id}/lines/{line_id}").text())
        .contains("refused", "no ACL matched");
    assertThat(browser.driver().getCurrentUrl())
        .contains("acl=confd.users.me.%23.read", "user=" + TestUsers.ALICE.uuid());
    browser.screenshot("acl-explorer");
  }

  @Test
  void aSharedLinkWithTheFunckeysAclShowsExactlyTheSecondTableAsGranted() {
    browser.open(page("?acl=" + encode("confd.users.me.funckeys.*.*")));

    List<Row> rows = awaitAnswer(acls("confd.users.me.funckeys.*.*"));

    assertThat(browser.driver().findElement(By.id("acl-0")).getDomProperty("value"))
        .isEqualTo("confd.users.me.funckeys.*.*");
    assertThat(grantedProtected(rows))
        .containsExactlyInAnyOrderElementsOf(PermissionTablesTest.FUNCKEYS_TABLE);
  }

  @Test
  void aGrantThatHoldsOnlyWhenAPlaceholderIsTheUserNamesItAndIsCountedApart() throws Exception {
    String query = acls("confd.#.me.read", "confd.users.*.voicemail.read");
    browser.open(page("?" + query));

    List<Row> rows = awaitAnswer(query);

    Row line = row(rows, "GET", "/lines/{line_id}");
    assertThat(line.verdict()).isEqualTo("granted");
    assertThat(line.condition()).isEqualTo("line_id");
    assertThat(line.text())
        .contains("granted by confd.#.me.read", "only when {line_id} is the token's user");
    Row voicemail = row(rows, "GET", "/users/{user_id}/voicemail");
    assertThat(voicemail.condition()).isNull();
    assertThat(voicemail.text()).contains("granted by confd.users.*.voicemail.read");
    assertThat(voicemail.text()).doesNotContain("only when");

    long granted = rows.stream().filter(r -> r.verdict().equals("granted")).count();
    long onlyForUser = rows.stream().filter(r -> r.condition() != null).count();
    assertThat(onlyForUser).isGreaterThan(1);
    assertThat(browser.driver().findElement(By.id("summary")).getText())
        .isEqualTo(
            granted
                + " operations granted ("
                + (granted - onlyForUser)
                + " for every value, "
                + onlyForUser
                + " only when a placeholder is the token's user), "
                + (rows.size() - granted)
                + " refused, of "
                + rows.size()
                + ".");
    WebElement confd = browser.driver().findElement(By.cssSelector("section[data-service=confd]"));
    assertThat(confd.findElement(By.cssSelector("h2")).getText())
        .contains(
            rows.stream().filter(r -> r.service().equals("confd") && r.condition() != null).count()
                + " only for the token's user");
    browser.scrollTo(
        browser.driver().findElement(By.cssSelector("tr[data-path='/lines/{line_id}']")));
    browser.screenshot("acl-explorer-condition");
  }

  @Test
  void aNegativeAclNamesWhatItRefuses() {
    browser.open(
        page(
            "?acl=" + encode("confd.users.me.#.read") + "&acl=" + encode("!confd.users.me.cti.#")));

    List<Row> rows = awaitAnswer(acls("confd.users.me.#.read", "!confd.users.me.cti.#"));

    Row cti = row(rows, "GET", "/users/{user_id}/cti");
    assertThat(cti.verdict()).isEqualTo("refused");
    assertThat(cti.text())
        .contains("refused by !confd.users.me.cti.# (overrides confd.users.me.#.read)");
  }

  @Test
  void anInvalidAclShowsItsErrorAndPositionUnderItsLineAsOneTypes() throws Exception {
    browser.open(page("?acl=" + encode("confd.#")));
    awaitAnswer(acls("confd.#"));
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

    List<Row> rows =
        awaitAnswer(acls("confd.users.me.funckeys.*.*") + "&user=" + TestUsers.BOB.uuid());

    assertThat(browser.driver().findElement(By.id("user")).getDomProperty("value"))
        .isEqualTo(TestUsers.BOB.uuid());
    assertThat(grantedProtected(rows))
        .containsExactlyInAnyOrderElementsOf(PermissionTablesTest.FUNCKEYS_TABLE);
  }

  private String page(String query) {
    return app.baseUri().resolve("/api/acl/" + query).toString();
  }

  /** A row as the page shows it, read at once so that a later rendering cannot change it. */
  private record Row(
      String verdict,
      String service,
      String method,
      String path,
      String reason,
      String condition,
      String text) {
    Operation operation() {
      return new Operation(service, method, path);
    }
  }

  /**
   * Waits until the page answers exactly the question {@code query} (its address's query) with a
   * row for every operation, and reads the rows.
   */
  private List<Row> awaitAnswer(String query) {
    int operations = Operations.entries().size();
    return browser.await(
        "every operation's row for " + query,
        d -> {
          String url = d.getCurrentUrl();
          String answered = d.findElement(By.id("answer")).getDomAttribute("data-question");
          List<WebElement> rows = d.findElements(By.cssSelector("tr.operation"));
          if (!url.endsWith("?" + query) || !query.equals(answered) || rows.size() != operations) {
            return null;
          }
          return rows.stream()
              .map(
                  r ->
                      new Row(
                          r.getDomAttribute("data-verdict"),
                          r.getDomAttribute("data-service"),
                          r.getDomAttribute("data-method"),
                          r.getDomAttribute("data-path"),
                          r.getDomAttribute("data-reason"),
                          r.getDomAttribute("data-condition"),
                          r.getText()))
              .toList();
        });
  }

  private static List<Operation> grantedProtected(List<Row> rows) {
    return rows.stream()
        .filter(r -> r.verdict().equals("granted"))
        .filter(r -> !r.reason().equals("public"))
        .map(Row::operation)
        .toList();
  }

  private static Row row(List<Row> rows, String method, String path) {
    return rows.stream()
        .filter(r -> r.method().equals(method) && r.path().equals(path))
        .filter(r -> r.service().equals("confd"))
        .findFirst()
        .orElseThrow();
  }

  private static String acls(String... acls) {
    StringBuilder query = new StringBuilder();
    for (String acl : acls) {
      query.append(query.length() == 0 ? "" : "&").append("acl=").append(encode(acl));
    }
    return query.toString();
  }

  private static String encode(String value) {
    return URLEncoder.encode(value, StandardCharsets.UTF_8);
  }
}
