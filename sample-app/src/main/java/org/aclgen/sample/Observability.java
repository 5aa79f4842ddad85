package org.aclgen.sample;

import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.logging.Formatter;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.logging.StreamHandler;
import org.aclgen.micrometer.AclMetrics;
import org.aclgen.runtime.decisions.AuditLog;
import org.aclgen.runtime.decisions.DecisionListener;
import org.eclipse.jetty.ee10.servlet.ServletContextHandler;
import org.eclipse.jetty.ee10.servlet.ServletHolder;

/**
 * What the app tells operators of its decisions: every service's decisions counted on one
 * Prometheus registry, served at {@code GET <service prefix>/metrics}, and with {@code --audit-log
 * FILE} the audit log's lines of refusals appended to that file.
 */
final class Observability implements AutoCloseable {

  /** The path of the metrics under each service's prefix. */
  static final String METRICS = "/metrics";

  /** Prometheus's text format, the one {@link PrometheusMeterRegistry#scrape()} writes. */
  static final String TEXT_FORMAT = "text/plain; version=0.0.4; charset=utf-8";

  private final PrometheusMeterRegistry registry =
      new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
  private final List<DecisionListener> listeners = new ArrayList<>();
  private final Logger auditLogger; // held: java.util.logging forgets a logger nobody references
  private final StreamHandler auditFile;

  Observability(Optional<Path> auditLog) {
    listeners.add(new AclMetrics(registry));
    auditLogger = Logger.getLogger(AuditLog.LOGGER);
    auditFile = auditLog.map(Observability::appendingTo).orElse(null);
    if (auditFile != null) {
      // The lines go to the file alone, not to the console as well.
      auditLogger.setUseParentHandlers(false);
      auditLogger.setLevel(Level.INFO);
      auditLogger.addHandler(auditFile);
      listeners.add(AuditLog.refusals());
    }
  }

  /** The listeners each service's feature tells its decisions to. */
  List<DecisionListener> listeners() {
    return List.copyOf(listeners);
  }

  /** Serves the metrics at {@code prefix + /metrics}, ahead of the service, with no token. */
  void install(ServletContextHandler context, String name, String prefix) {
    context.addServlet(
        new ServletHolder(name + "-metrics", new MetricsServlet()), prefix + METRICS);
  }

  @Override
  public void close() {
    if (auditFile != null) {
      auditLogger.removeHandler(auditFile);
      auditLogger.setUseParentHandlers(true);
      auditFile.close();
    }
    registry.close();
  }

  /** A handler that appends each record's message, the JSON line, and flushes it at once. */
  private static StreamHandler appendingTo(Path file) {
    try {
      StreamHandler handler =
          new StreamHandler(
              Files.newOutputStream(file, StandardOpenOption.CREATE, StandardOpenOption.APPEND),
              new MessageOnly()) {
            @Override
            public synchronized void publish(LogRecord record) {
              super.publish(record);
              flush();
            }
          };
      handler.setEncoding(StandardCharsets.UTF_8.name());
      return handler;
    } catch (IOException e) {
      throw new UncheckedIOException("cannot open the audit log " + file, e);
    }
  }

  private static final class MessageOnly extends Formatter {
    @Override
    public String format(LogRecord record) {
      return record.getMessage() + "\n";
    }
  }

  private final class MetricsServlet extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
        throws IOException {
      response.setContentType(TEXT_FORMAT);
      response.setHeader("Cache-Control", "no-store");
      response.getWriter().write(registry.scrape());
    }
  }
}
