package org.aclgen.benchmarks.jwt;

import com.nimbusds.jose.jwk.RSAKey;
import com.nimbusds.jose.jwk.gen.RSAKeyGenerator;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.aclgen.benchmarks.report.MarkdownTable;
import org.aclgen.benchmarks.report.Report;
import org.aclgen.benchmarks.report.Sample;

/**
 * The warm JWT request of two builds of aclgen, round by round: each build's {@code
 * JwtTokenValidator} is loaded from its own jar in a class loader of its own, in this one JVM, both
 * validate the same 1,000 tokens of the same issuer, and they take turns (before, after, after,
 * before, ...), so that a drift of a shared machine weighs on both alike. This is how a change to
 * the validator's warm path is judged against the code it replaces; the jwt suite, which runs one
 * build, can only compare it with a signature check and the local store.
 *
 * <p>Both validators are built and called through their public API ({@code
 * JwtTokenValidator.builder(issuer).jwksUri(..).audience(..).build()} and {@code validate}), the
 * calls through one method handle each: the handle's own cost is the same for both and is in both
 * figures.
 */
public final class JwtComparison {
  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
  private static final String VALIDATOR = "org.aclgen.jwt.JwtTokenValidator";

  private JwtComparison() {}

  /**
   * Compares the validators of two self-contained jars (such as {@code benchmarks.jar} built at two
   * commits).
   *
   * @param rounds measured rounds of each build, after a third as many of warm-up
   * @param opsPerRound validations in one round of one build
   */
  public static Report report(Path before, Path after, int rounds, int opsPerRound, String machine)
      throws Exception {
    for (Path jar : List.of(before, after)) {
      if (!Files.isRegularFile(jar)) {
        throw new IllegalArgumentException(
            "--before and --after take the jars of the two builds; not a file: '" + jar + "'");
      }
    }
    RSAKey key = new RSAKeyGenerator(2048).keyID("bench").generate();
    int warmup = Math.max(1, rounds / 3);
    double[] nsBefore = new double[rounds];
    double[] nsAfter = new double[rounds];
    try (JwksServer jwks = JwksServer.serve(key.toPublicJWK());
        URLClassLoader beforeLoader = loader(before);
        URLClassLoader afterLoader = loader(after);
        Subject beforeSubject = Subject.of(beforeLoader, before, jwks);
        Subject afterSubject = Subject.of(afterLoader, after, jwks)) {
      String[] tokens = JwtSubjects.sign(key, jwks.issuer());
      beforeSubject.warm(tokens);
      afterSubject.warm(tokens);
      for (int round = -warmup; round < rounds; round++) {
        boolean beforeFirst = Math.floorMod(round, 2) == 0;
        for (boolean isBefore : new boolean[] {beforeFirst, !beforeFirst}) {
          double ns = (isBefore ? beforeSubject : afterSubject).round(tokens, opsPerRound);
          if (round >= 0) {
            (isBefore ? nsBefore : nsAfter)[round] = ns;
          }
        }
      }
    }
    double[] ratios = new double[rounds];
    for (int i = 0; i < rounds; i++) {
      ratios[i] = nsAfter[i] / nsBefore[i];
    }
    Sample ratio = Sample.of(ratios);
    return new Report("JWT access tokens: the warm request of two builds, round by round")
        .paragraph(
            "Before: `"
                + before
                + "`; after: `"
                + after
                + "`. Each build's JwtTokenValidator in a class loader of its own, in one JVM,"
                + " over the same 1,000 RS256 JWTs (2048-bit key, 20 ACLs, about 1,300 characters)"
                + " of one local issuer, every token already verified and cached. The builds take"
                + " turns, "
                + rounds
                + " measured rounds each of "
                + opsPerRound
                + " validations after "
                + warmup
                + " of warm-up; CPU time of the measuring thread per validation, the ratio taken"
                + " round by round. "
                + machine)
        .table(
            "CPU ns per validation",
            new MarkdownTable("build", "rounds", "ns per warm validation")
                .row("before", Integer.toString(rounds), Sample.of(nsBefore).format())
                .row("after", Integer.toString(rounds), Sample.of(nsAfter).format()))
        .table(
            "After ÷ before, round by round",
            new MarkdownTable("median", "lowest", "highest")
                .row(
                    Sample.number(ratio.median()) + "×",
                    Sample.number(ratio.min()) + "×",
                    Sample.number(ratio.max()) + "×"));
  }

  private static URLClassLoader loader(Path jar) throws MalformedURLException {
    return new URLClassLoader(
        new URL[] {jar.toUri().toURL()}, ClassLoader.getPlatformClassLoader());
  }

  /** One build's validator, called through a handle typed {@code (String) Optional}. */
  private record Subject(Object validator, MethodHandle validate, Path jar)
      implements AutoCloseable {

    static Subject of(ClassLoader loader, Path jar, JwksServer jwks) {
      try {
        Class<?> type = loader.loadClass(VALIDATOR);
        Object builder = type.getMethod("builder", String.class).invoke(null, jwks.issuer());
        builder = call(builder, "jwksUri", jwks.jwksUri());
        builder = call(builder, "audience", "bench-api");
        Object validator = builder.getClass().getMethod("build").invoke(builder);
        MethodHandle validate =
            MethodHandles.publicLookup()
                .findVirtual(type, "validate", MethodType.methodType(Optional.class, String.class))
                .bindTo(validator);
        return new Subject(validator, validate, jar);
      } catch (ReflectiveOperationException e) {
        throw new IllegalArgumentException(
            "no usable " + VALIDATOR + " (builder, jwksUri, audience, build, validate) in " + jar,
            e);
      }
    }

    private static Object call(Object builder, String method, String argument)
        throws ReflectiveOperationException {
      return builder.getClass().getMethod(method, String.class).invoke(builder, argument);
    }

    /** Validates every token once, so that the validator's cache holds them all. */
    void warm(String[] tokens) {
      for (int i = 0; i < tokens.length; i++) {
        if (!valid(tokens[i])) {
          throw new IllegalStateException("the validator of " + jar + " refused token " + i);
        }
      }
    }

    double round(String[] tokens, int ops) {
      long start = THREADS.getCurrentThreadCpuTime();
      int i = 0;
      int refused = 0;
      for (int op = 0; op < ops; op++) {
        i = (i + 617) % tokens.length;
        if (!valid(tokens[i])) {
          refused++;
        }
      }
      long spent = THREADS.getCurrentThreadCpuTime() - start;
      if (refused > 0) {
        throw new IllegalStateException(
            "the validator of " + jar + " refused " + refused + " valid tokens");
      }
      return spent / (double) ops;
    }

    private boolean valid(String token) {
      try {
        return ((Optional<?>) validate.invokeExact(token)).isPresent();
      } catch (RuntimeException | Error e) {
        throw e;
      } catch (Throwable e) {
        throw new IllegalStateException(e);
      }
    }

    @Override
    public void close() throws Exception {
      if (validator instanceof AutoCloseable closeable) {
        closeable.close();
      }
    }
  }
}
