package org.aclgen.trials;

import com.google.testing.compile.Compilation;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;
import org.aclgen.acl.registry.AclRegistry;

/**
 * The classes of an in-memory compilation, defined in a class loader of their own whose parent
 * holds JAX-RS and aclgen, as a user's jar would be on the class path.
 */
final class CompiledClasses extends ClassLoader {
  private static final String CLASS_OUTPUT = "/" + StandardLocation.CLASS_OUTPUT.getName() + "/";
  private static final String SERVICES = "META-INF/services/" + AclRegistry.class.getName();

  private final Compilation compilation;
  private final Map<String, byte[]> classes = new HashMap<>();

  CompiledClasses(Compilation compilation) {
    super("trials", CompiledClasses.class.getClassLoader());
    this.compilation = compilation;
    for (JavaFileObject file : compilation.generatedFiles()) {
      String path = file.toUri().getPath();
      int start = path.indexOf(CLASS_OUTPUT);
      if (file.getKind() == JavaFileObject.Kind.CLASS && start >= 0) {
        String name = path.substring(start + CLASS_OUTPUT.length(), path.length() - 6);
        classes.put(name.replace('/', '.'), bytes(file));
      }
    }
  }

  @Override
  protected Class<?> findClass(String name) throws ClassNotFoundException {
    byte[] bytes = classes.get(name);
    if (bytes == null) {
      throw new ClassNotFoundException(name);
    }
    return defineClass(name, bytes, 0, bytes.length);
  }

  /** Loads a compiled class. */
  Class<?> load(String name) {
    try {
      return loadClass(name);
    } catch (ClassNotFoundException e) {
      throw new IllegalStateException("the trial build compiled no " + name, e);
    }
  }

  /** The registries the processor listed in its service-loader file, instantiated. */
  List<AclRegistry> registries() {
    String names =
        compilation
            .generatedFile(StandardLocation.CLASS_OUTPUT, SERVICES)
            .map(CompiledClasses::text)
            .orElseThrow(() -> new IllegalStateException("the trial build wrote no " + SERVICES));
    return names.lines().map(String::strip).filter(n -> !n.isEmpty()).map(this::registry).toList();
  }

  private AclRegistry registry(String name) {
    try {
      return (AclRegistry) load(name).getConstructor().newInstance();
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("cannot instantiate the registry " + name, e);
    }
  }

  private static byte[] bytes(JavaFileObject file) {
    try (InputStream in = file.openInputStream()) {
      return in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static String text(JavaFileObject file) {
    return new String(bytes(file), StandardCharsets.UTF_8);
  }
}
