package org.aclgen.processor;

import com.google.testing.compile.Compilation;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.HashMap;
import java.util.Map;
import javax.tools.JavaFileObject;

/** Loads the classes of a compilation from memory, so tests can run what was generated. */
final class GeneratedClasses extends ClassLoader {
  private final Map<String, byte[]> classes = new HashMap<>();

  GeneratedClasses(Compilation compilation) {
    super(GeneratedClasses.class.getClassLoader());
    for (JavaFileObject file : compilation.generatedFiles()) {
      if (file.getKind() == JavaFileObject.Kind.CLASS) {
        String path = file.toUri().getPath();
        String name = path.substring(path.indexOf("/CLASS_OUTPUT/") + "/CLASS_OUTPUT/".length());
        classes.put(name.replace(".class", "").replace('/', '.'), read(file));
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

  private static byte[] read(JavaFileObject file) {
    try (InputStream in = file.openInputStream()) {
      return in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
