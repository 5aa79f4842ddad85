package org.aclgen.processor.write;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.IntStream;
import org.aclgen.acl.registry.AclEntry;
import org.aclgen.acl.registry.AclEntryTable;
import org.aclgen.acl.registry.AclSource;
import org.aclgen.processor.model.AclRequirement;
import org.aclgen.processor.model.Endpoint;
import org.aclgen.processor.model.PathTemplate;
import org.junit.jupiter.api.Test;

/**
 * The Java registry's tables: each a class-file string constant, so split where a table would be
 * too long, and read back by the runtime as the same entries in the same order.
 */
class RegistryWriterTest {
  private static final Pattern TABLE =
      Pattern.compile(
          "private static final String (TABLE_\\d+) = \"\"\"\n(.*?)\"\"\";", Pattern.DOTALL);

  private static Endpoint endpoint(String path) {
    return new Endpoint(
        "confd",
        "GET",
        PathTemplate.compose(List.of(path)),
        "com.example.Items",
        "get()",
        "Items_get",
        AclRequirement.of(AclSource.EXPLICIT, "confd.items.read"),
        List.of(),
        "",
        200,
        "confd");
  }

  private static List<Endpoint> endpoints(int count, int pathLength) {
    return IntStream.range(0, count)
        .mapToObj(i -> endpoint("/items/%03d/".formatted(i) + "x".repeat(pathLength)))
        .toList();
  }

  private static String source(List<Endpoint> endpoints) {
    return RegistryWriter.write(new RegistryModel("com.example", "ConfdAclRegistry", endpoints, ""))
        .toString();
  }

  /** The tables of the source by field name, each as javac reads its text block. */
  private static List<String> tables(String source) {
    List<String> tables = new ArrayList<>();
    Matcher matcher = TABLE.matcher(source);
    while (matcher.find()) {
      assertThat(matcher.group(1)).isEqualTo("TABLE_" + tables.size());
      tables.add(matcher.group(2).stripIndent());
    }
    return tables;
  }

  private static List<AclEntry> entries(List<Endpoint> endpoints) {
    return AclEntryTable.parse(RegistryWriter.table(endpoints));
  }

  @Test
  void writesAHundredEntriesAsOneTable() {
    List<Endpoint> endpoints = endpoints(100, 1);

    String source = source(endpoints);

    assertThat(tables(source)).hasSize(1);
    assertThat(source).contains("ENTRIES = AclEntryTable.parse(TABLE_0);");
    assertThat(AclEntryTable.parse(tables(source).get(0))).isEqualTo(entries(endpoints));
  }

  @Test
  void startsANewTableEveryHundredEntries() {
    List<Endpoint> endpoints = endpoints(201, 1);

    String source = source(endpoints);

    assertThat(tables(source)).hasSize(3);
    assertThat(source).contains("ENTRIES = AclEntryTable.parse(TABLE_0, TABLE_1, TABLE_2);");
    assertThat(AclEntryTable.parse(tables(source).toArray(String[]::new)))
        .isEqualTo(entries(endpoints));
  }

  @Test
  void splitsATableTooLongForAConstantAndKeepsTheOrder() {
    List<Endpoint> endpoints = endpoints(100, 1_000);

    List<String> tables = tables(source(endpoints));

    assertThat(tables)
        .hasSizeGreaterThan(1)
        .allSatisfy(t -> assertThat(t).hasSizeLessThanOrEqualTo(RegistryWriter.MAX_TABLE_CHARS));
    assertThat(AclEntryTable.parse(tables.toArray(String[]::new))).isEqualTo(entries(endpoints));
  }

  @Test
  void writesAnEntryThatFillsATableExactlyAndRefusesOneCharacterMore() {
    // A path that ends in one x: the table grows by one character with each further x.
    int base = AclEntryTable.format(entries(endpoints(1, 1))).length();
    int filling = 1 + RegistryWriter.MAX_TABLE_CHARS - base;
    List<Endpoint> full = endpoints(1, filling);
    assertThat(AclEntryTable.format(entries(full))).hasSize(RegistryWriter.MAX_TABLE_CHARS);

    assertThat(tables(source(full))).hasSize(1);
    assertThatThrownBy(() -> source(endpoints(1, filling + 1)))
        .isInstanceOfSatisfying(
            EntryTooLongException.class,
            e -> {
              assertThat(e.resourceClass()).isEqualTo("com.example.Items");
              assertThat(e.methodSignature()).isEqualTo("get()");
              assertThat(e.length()).isEqualTo(RegistryWriter.MAX_TABLE_CHARS + 1);
              assertThat(e.limit()).isEqualTo(RegistryWriter.MAX_TABLE_CHARS);
            });
  }
}
