package org.aclgen.sample.showcase;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.Optional;
import java.util.function.Function;
import org.aclgen.testsupport.RequiredComponent;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * A real headless Chromium for the page tests: Debian's {@code chromium} driven through Debian's
 * {@code chromedriver}, both named explicitly so that Selenium never downloads a driver or a
 * browser. When they cannot start, the test is skipped with the reason, or fails under CI ({@link
 * RequiredComponent}).
 */
final class Browser implements AutoCloseable {

  private static final String CHROMIUM = System.getProperty("aclgen.chromium", "/usr/bin/chromium");
  private static final String DRIVER =
      System.getProperty("aclgen.chromedriver", "/usr/bin/chromedriver");
  private static final Duration WAIT = Duration.ofSeconds(20);
  private static final Path SCREENSHOTS = Path.of("target", "screenshots");

  private final ChromeDriver driver;

  private Browser(ChromeDriver driver) {
    this.driver = driver;
  }

  /** Starts the browser, or skips (fails under CI) the calling test saying why it cannot. */
  static Browser start() {
    Optional<String> problem = Optional.empty();
    if (!Files.isExecutable(Path.of(CHROMIUM))) {
      problem = Optional.of("no browser at " + CHROMIUM + " (apt-get install chromium)");
    } else if (!Files.isExecutable(Path.of(DRIVER))) {
      problem = Optional.of("no driver at " + DRIVER + " (apt-get install chromium-driver)");
    }
    ChromeDriver driver = null;
    if (problem.isEmpty()) {
      try {
        driver = launch();
      } catch (RuntimeException e) {
        problem =
            Optional.of("Chromium did not start: " + e.getMessage().lines().findFirst().orElse(""));
      }
    }
    RequiredComponent.require("Headless Chromium", problem);
    return new Browser(driver);
  }

  private static ChromeDriver launch() {
    ChromeDriverService service =
        new ChromeDriverService.Builder().usingDriverExecutable(new File(DRIVER)).build();
    ChromeOptions options = new ChromeOptions();
    options.setBinary(CHROMIUM);
    options.addArguments(
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--window-size=1400,1100",
        "--lang=en-US");
    return new ChromeDriver(service, options);
  }

  /** The driver, for the test's own finds and clicks. */
  WebDriver driver() {
    return driver;
  }

  /** Opens {@code url}. */
  void open(String url) {
    driver.get(url);
  }

  /** Waits, polling, until {@code condition} gives a non-null, non-false value, and returns it. */
  <T> T await(String what, Function<WebDriver, T> condition) {
    // A page that renders again meanwhile makes elements stale: poll again.
    return new WebDriverWait(driver, WAIT)
        .withMessage(what)
        .ignoring(StaleElementReferenceException.class)
        .until(condition);
  }

  /** Scrolls the page so that {@code element} is in view, for a screenshot. */
  void scrollTo(WebElement element) {
    driver.executeScript("arguments[0].scrollIntoView({block: 'center'})", element);
  }

  /** Saves the page as {@code target/screenshots/<name>.png} and returns the file. */
  Path screenshot(String name) throws IOException {
    Files.createDirectories(SCREENSHOTS);
    Path file = SCREENSHOTS.resolve(name + ".png");
    Path taken = driver.getScreenshotAs(OutputType.FILE).toPath();
    Files.copy(taken, file, StandardCopyOption.REPLACE_EXISTING);
    return file;
  }

  @Override
  public void close() {
    driver.quit();
  }
}
