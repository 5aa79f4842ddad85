package org.aclgen.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.tools.JavaFileObject;
import org.aclgen.acl.registry.AclEntry;
import org.aclgen.acl.registry.AclRegistry;
import org.aclgen.acl.registry.Enforcement;
import org.junit.jupiter.api.Test;

/**
 * 2,000 resource methods give a registry that compiles and loads: the entry table is split over
 * several string constants, so none exceeds the class file's limit of 65,535 bytes.
 */
class LargeCompilationTest {
  private static final int CLASSES = 40;
  private static final int METHODS_PER_CLASS = 50;

  @Test
  void twoThousandMethodsGiveAWorkingRegistry() throws Exception {
    List<JavaFileObject> sources = new ArrayList<>();
    for (int c = 0; c < CLASSES; c++) {
      StringBuilder source = new StringBuilder();
      source.append("package big;\nimport jakarta.ws.rs.*;\nimport org.aclgen.annotations.*;\n");
      source.append("@Path(\"/things").append(c).append("/{thing_id}\")\n@RequiredAcl\n");
      source.append("public class Things").append(c).append(" {\n");
      for (int m = 0; m < METHODS_PER_CLASS; m++) {
        source.append("  @GET @Path(\"item").append(m).append("/{item_id}\")\n");
        source.append("  public String get").append(m);
        source.append("(@PathParam(\"thing_id\") long t, @PathParam(\"item_id\") int i) {");
        source.append(" return \"\"; }\n");
      }
      sources.add(
          JavaFileObjects.forSourceString("big.Things" + c, source.append("}\n").toString()));
    }

    Compilation compilation = Fixtures.compiler("aclgen.service=inventory").compile(sources);

    assertThat(compilation).succeededWithoutWarnings();
    Class<?> type = new GeneratedClasses(compilation).loadClass("big.InventoryAclRegistry");
    List<AclEntry> entries = ((AclRegistry) type.getConstructor().newInstance()).entries();
    assertThat(entries).hasSize(CLASSES * METHODS_PER_CLASS);
    assertThat(entries)
        .contains(
            new AclEntry(
                "inventory",
                "GET",
                "/things7/{thing_id}/item42/{item_id}",
                "big.Things7",
                "get42(long,int)",
                "inventory.things7.{thing_id}.item42.{item_id}.read",
                org.aclgen.acl.registry.AclSource.DERIVED,
                java.util.Map.of("thing_id", "long", "item_id", "int"),
                Map.of(),
                Enforcement.FILTER));
  }
}
