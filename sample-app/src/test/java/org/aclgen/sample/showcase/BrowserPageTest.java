package org.aclgen.sample.showcase;

import org.aclgen.sample.AppClient;
import org.aclgen.sample.Options;
import org.aclgen.sample.SampleApp;
import org.aclgen.sample.TestUsers;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;

/**
 * What the tests of the app's pages share: one sample app with every test user for the class, and a
 * fresh headless Chromium for each test, so that no page state leaks from one test to the next.
 */
abstract class BrowserPageTest {

  static SampleApp app;
  static AppClient client;
  Browser browser;

  @BeforeAll
  static void startApp() throws Exception {
    app = SampleApp.start(Options.defaults().withPort(0).withUsers(TestUsers.ALL));
    client = new AppClient(app);
  }

  @AfterAll
  static void stopApp() {
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
}
