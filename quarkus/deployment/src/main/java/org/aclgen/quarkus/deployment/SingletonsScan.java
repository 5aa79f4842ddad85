package org.aclgen.quarkus.deployment;

import io.quarkus.deployment.util.IoUtil;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import org.jboss.jandex.ClassInfo;
import org.jboss.jandex.DotName;
import org.jboss.jandex.IndexView;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.Handle;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * Finds the JAX-RS {@code Application}s whose {@code getSingletons()} builds aclgen's feature: the
 * index lists the subclasses of {@code Application}, and the bytecode of their {@code
 * getSingletons()} shows whether it names {@code org.aclgen.runtime.AclFeature} (a {@code new}, a
 * call of one of its factories, a constant).
 */
final class SingletonsScan {

  private static final DotName APPLICATION = DotName.createSimple("jakarta.ws.rs.core.Application");

  private static final String FEATURE = "org/aclgen/runtime/AclFeature";

  private SingletonsScan() {}

  /** The names of the applications building the feature in {@code getSingletons()}, sorted. */
  static List<String> applicationsBuildingTheFeature(IndexView index) {
    List<String> found = new ArrayList<>();
    for (ClassInfo application : index.getAllKnownSubclasses(APPLICATION)) {
      String name = application.name().toString();
      if (application.firstMethod("getSingletons") != null && buildsTheFeature(name)) {
        found.add(name);
      }
    }
    found.sort(null);
    return found;
  }

  private static boolean buildsTheFeature(String className) {
    byte[] bytes;
    try {
      bytes = IoUtil.readClassAsBytes(Thread.currentThread().getContextClassLoader(), className);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    if (bytes == null) {
      return false;
    }
    FeatureReferences references = new FeatureReferences();
    new ClassReader(bytes).accept(references, ClassReader.SKIP_DEBUG | ClassReader.SKIP_FRAMES);
    return references.found;
  }

  /** Looks through {@code getSingletons()} for a reference to the feature's class. */
  private static final class FeatureReferences extends ClassVisitor {
    private boolean found;

    FeatureReferences() {
      super(Opcodes.ASM9);
    }

    @Override
    public MethodVisitor visitMethod(
        int access, String name, String descriptor, String signature, String[] exceptions) {
      if (!"getSingletons".equals(name) || !descriptor.startsWith("()")) {
        return null;
      }
      return new MethodVisitor(Opcodes.ASM9) {
        @Override
        public void visitTypeInsn(int opcode, String type) {
          found |= FEATURE.equals(type);
        }

        @Override
        public void visitMethodInsn(
            int opcode, String owner, String method, String methodDescriptor, boolean isInterface) {
          found |= FEATURE.equals(owner);
        }

        @Override
        public void visitLdcInsn(Object value) {
          found |= value instanceof Type type && FEATURE.equals(type.getInternalName());
        }

        @Override
        public void visitInvokeDynamicInsn(
            String method, String methodDescriptor, Handle bootstrap, Object... arguments) {
          for (Object argument : arguments) {
            found |= argument instanceof Handle handle && FEATURE.equals(handle.getOwner());
          }
        }
      };
    }
  }
}
