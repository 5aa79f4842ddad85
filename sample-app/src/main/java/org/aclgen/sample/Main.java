package org.aclgen.sample;

import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.util.function.Consumer;

/**
 * Runs the sample app from the command line: {@code java -jar aclgen-sample-app.jar [--host H]
 * [--port N] [--config FILE] [--auth-url URL]}.
 *
 * <p>Exit status 2 for bad flags or a bad configuration (one line on standard error, nothing
 * started), 1 when the app cannot start, for example on a port in use. The app stops cleanly on
 * SIGTERM or Ctrl-C. Run it with {@code -XX:+ExitOnOutOfMemoryError}, so that a process out of
 * memory exits rather than runs on half alive; it warns on standard error when started without it.
 */
public final class Main {

  private static final String NAME = "aclgen-sample-app";

  private Main() {}

  /** Starts the app and runs it until the process is told to stop. */
  public static void main(String[] args) {
    int status =
        run(
            args,
            System.out,
            System.err,
            app -> {
              Runtime.getRuntime().addShutdownHook(new Thread(app::close, NAME + "-shutdown"));
              awaitStop(app);
            });
    if (status != 0) {
      System.exit(status);
    }
  }

  /**
   * Parses the arguments, starts the app, prints its banner and hands the running app to {@code
   * whileRunning}, closing it afterwards.
   *
   * @return the exit status: 0, 1 when the app cannot start, 2 for bad flags or configuration
   */
  static int run(
      String[] args, PrintStream out, PrintStream err, Consumer<SampleApp> whileRunning) {
    if (CommandLine.wantsHelp(args)) {
      out.println(CommandLine.USAGE);
      return 0;
    }
    Options options;
    try {
      options = CommandLine.parse(args);
    } catch (UsageException e) {
      err.println(NAME + ": " + e.getMessage());
      return 2;
    }
    SampleApp app;
    try {
      app = SampleApp.start(options);
    } catch (Exception e) {
      err.println(NAME + ": cannot start: " + rootCause(e));
      return 1;
    }
    try (app) {
      if (!exitsOnOutOfMemory()) {
        err.println(
            NAME
                + ": warning: started without -XX:+ExitOnOutOfMemoryError; a process out of memory"
                + " would keep running with some of its threads dead");
      }
      if (options.oidc().isPresent() && options.oidc().get().audience().isEmpty()) {
        err.println(
            NAME
                + ": warning: --oidc-issuer without --oidc-audience accepts every token of the"
                + " issuer, whatever service it was issued for");
      }
      out.print(Banner.of(app));
      out.flush();
      whileRunning.accept(app);
    }
    return 0;
  }

  /** Whether the JVM exits (or crashes, with a dump) when it runs out of memory. */
  static boolean exitsOnOutOfMemory() {
    return ManagementFactory.getRuntimeMXBean().getInputArguments().stream()
        .anyMatch(
            argument ->
                argument.equals("-XX:+ExitOnOutOfMemoryError")
                    || argument.equals("-XX:+CrashOnOutOfMemoryError"));
  }

  /** The message of the innermost cause, which names the problem rather than the component. */
  private static String rootCause(Throwable error) {
    Throwable cause = error;
    while (cause.getCause() != null && cause.getCause() != cause) {
      cause = cause.getCause();
    }
    String message = cause.getMessage() != null ? cause.getMessage() : cause.toString();
    return message.replaceAll("\\s+", " ");
  }

  private static void awaitStop(SampleApp app) {
    try {
      app.awaitStop();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
