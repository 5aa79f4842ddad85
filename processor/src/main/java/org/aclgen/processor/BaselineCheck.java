package org.aclgen.processor;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.tools.Diagnostic.Kind;
import org.aclgen.processor.diagnostic.Diagnostic;
import org.aclgen.processor.diagnostic.Message;
import org.aclgen.processor.model.Endpoint;
import org.aclgen.processor.write.OperationsFile;
import org.aclgen.review.AccessDiff;
import org.aclgen.review.Baseline;
import org.aclgen.review.Operation;
import org.aclgen.review.Policy;
import org.aclgen.review.Review;

/**
 * The access baseline ({@code -Aaclgen.baseline=<file>}): when processing is over, compares every
 * operation of the module with the committed file, and fails the compilation with the readable
 * difference when they differ; with {@code -Aaclgen.baseline.update=true}, writes the file instead.
 *
 * <p>It reads the operations that {@link CompilationOperations} holds after the last round, those
 * of the classes compiled now and those kept from the last compile, so that an IDE recompiling one
 * class compares the whole module, never a part of it. The file is written directly rather than
 * through the {@code Filer}, which writes only to the build's outputs: the baseline is a source
 * file, kept in the repository.
 */
final class BaselineCheck {
  private final Path file;
  private final BaselineMode mode;

  BaselineCheck(Path file, BaselineMode mode) {
    this.file = file;
    this.mode = mode;
  }

  /** The check or write of the module's operations; nothing if no baseline was asked for. */
  List<Diagnostic> run(List<OperationsFile.Operation> operations) {
    if (file == null) {
      return List.of();
    }
    List<Operation> current =
        operations.stream().map(op -> operation(op.endpoint())).sorted(Operation.ORDER).toList();
    String text = Baseline.format(current);
    String committed = null;
    if (Files.exists(file)) {
      try {
        committed = Baseline.readText(file);
      } catch (IllegalArgumentException e) {
        return mode == BaselineMode.UPDATE
            ? write(text, "")
            : error(Message.BASELINE_UNREADABLE.format(file, e.getMessage()));
      }
    }
    if (text.equals(committed)) {
      return List.of();
    }
    if (mode == BaselineMode.UPDATE) {
      return write(text, committed == null ? "" : changes(committed, current));
    }
    if (committed == null) {
      return error(Message.BASELINE_MISSING.format(file));
    }
    List<Operation> old;
    try {
      old = Baseline.parse(committed, file.toString());
    } catch (IllegalArgumentException e) {
      return error(Message.BASELINE_UNREADABLE.format(file, e.getMessage()));
    }
    Review review = Review.of(old, current, Policy.none());
    if (review.diff().isEmpty()) {
      return error(Message.BASELINE_FORM.format(file));
    }
    return error(Message.BASELINE_DIFFERS.format(file, review.text().stripTrailing()));
  }

  private List<Diagnostic> write(String text, String changes) {
    try {
      Path parent = file.getParent();
      if (parent != null) {
        Files.createDirectories(parent);
      }
      Files.writeString(file, text, StandardCharsets.UTF_8);
    } catch (IOException e) {
      return error(Message.IO.format(file, e));
    }
    long count = text.lines().count() - 1;
    String summary = count + (count == 1 ? " operation" : " operations") + changes;
    return List.of(Diagnostic.global(Kind.NOTE, Message.BASELINE_WRITTEN.format(file, summary)));
  }

  /** The changes from the old file, for the note that tells the writer what the diff will show. */
  private String changes(String committed, List<Operation> current) {
    try {
      AccessDiff diff = AccessDiff.between(Baseline.parse(committed, file.toString()), current);
      return "; " + new Review(diff, List.of()).text().stripTrailing();
    } catch (IllegalArgumentException e) {
      return "; the old file could not be read (" + e.getMessage() + ")";
    }
  }

  private static List<Diagnostic> error(String text) {
    return List.of(Diagnostic.global(Kind.ERROR, text));
  }

  private static Operation operation(Endpoint endpoint) {
    return new Operation(
        endpoint.service(),
        endpoint.httpMethod(),
        endpoint.path().text(),
        endpoint.acl().template(),
        endpoint.acl().source());
  }
}
