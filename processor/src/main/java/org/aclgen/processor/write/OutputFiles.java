package org.aclgen.processor.write;

import com.palantir.javapoet.JavaFile;
import java.io.IOException;
import java.io.OutputStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.Collection;
import java.util.TreeSet;
import javax.annotation.processing.Filer;
import javax.tools.FileObject;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;

/** Hands the written text to the compiler's {@link Filer}, in UTF-8 with {@code \n} lines. */
public final class OutputFiles {
  /** The service-loader file that lists the registries. */
  public static final String SERVICES_FILE =
      "META-INF/services/org.aclgen.acl.registry.AclRegistry";

  private final Filer filer;

  public OutputFiles(Filer filer) {
    this.filer = filer;
  }

  /** Writes a Java source; called in a normal round, never the last one. */
  public void writeSource(JavaFile file) throws IOException {
    String name =
        file.packageName().isEmpty()
            ? file.typeSpec().name()
            : file.packageName() + "." + file.typeSpec().name();
    JavaFileObject source = filer.createSourceFile(name);
    try (Writer writer = source.openWriter()) {
      file.writeTo(writer);
    }
  }

  /** Writes the API description of a service to the class output. */
  public void writeDescription(ServiceApi api, String yaml) throws IOException {
    writeResource(api.resourcePath(), yaml);
  }

  /** Writes the service-loader file, one class name a line, sorted. */
  public void writeServiceFile(Collection<String> registryClasses) throws IOException {
    StringBuilder text = new StringBuilder();
    for (String name : new TreeSet<>(registryClasses)) {
      text.append(name).append('\n');
    }
    writeResource(SERVICES_FILE, text.toString());
  }

  private void writeResource(String path, String text) throws IOException {
    FileObject resource = filer.createResource(StandardLocation.CLASS_OUTPUT, "", path);
    try (OutputStream out = resource.openOutputStream()) {
      out.write(text.getBytes(StandardCharsets.UTF_8));
    }
  }
}
