package org.aclgen.processor.write;

import com.palantir.javapoet.JavaFile;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Collection;
import java.util.TreeSet;
import javax.annotation.processing.Filer;
import javax.lang.model.element.Element;
import javax.tools.FileObject;
import javax.tools.StandardLocation;
import org.aclgen.acl.registry.AclRegistryResources;

/**
 * Hands the written text to the compiler's {@link Filer}, in UTF-8 with {@code \n} lines, naming
 * the classes each file comes from, so that an incremental builder knows what to regenerate.
 */
public final class OutputFiles {
  /** The service-loader file that lists the registries. */
  public static final String SERVICES_FILE =
      "META-INF/services/org.aclgen.acl.registry.AclRegistry";

  private final Filer filer;

  public OutputFiles(Filer filer) {
    this.filer = filer;
  }

  /**
   * Writes a Java source, with the originating elements its type carries; called in a normal round,
   * never the last one.
   */
  public void writeSource(JavaFile file) throws IOException {
    file.writeTo(filer);
  }

  /** Writes the API description of a service to the class output. */
  public void writeDescription(ServiceApi api, String yaml, Collection<? extends Element> origins)
      throws IOException {
    writeResource(api.resourcePath(), yaml, origins);
  }

  /** Writes the service-loader file, one class name a line, sorted. */
  public void writeServiceFile(
      Collection<String> registryClasses, Collection<? extends Element> origins)
      throws IOException {
    StringBuilder text = new StringBuilder();
    for (String name : new TreeSet<>(registryClasses)) {
      text.append(name).append('\n');
    }
    writeResource(SERVICES_FILE, text.toString(), origins);
  }

  /** Writes the registry as a resource table, for {@code -Aaclgen.registry=resource}. */
  public void writeRegistryTable(String table, Collection<? extends Element> origins)
      throws IOException {
    writeResource(AclRegistryResources.PATH, table, origins);
  }

  /** Writes the {@link OperationsFile} that the next incremental compile reads back. */
  public void writeOperations(String text, Collection<? extends Element> origins)
      throws IOException {
    writeResource(OperationsFile.PATH, text, origins);
  }

  private void writeResource(String path, String text, Collection<? extends Element> origins)
      throws IOException {
    FileObject resource =
        filer.createResource(
            StandardLocation.CLASS_OUTPUT, "", path, origins.toArray(new Element[0]));
    try (OutputStream out = resource.openOutputStream()) {
      out.write(text.getBytes(StandardCharsets.UTF_8));
    }
  }
}
