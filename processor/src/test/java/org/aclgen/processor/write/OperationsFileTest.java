package org.aclgen.processor.write;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import java.util.List;
import java.util.Set;
import org.aclgen.acl.registry.AclSource;
import org.aclgen.processor.model.AclRequirement;
import org.aclgen.processor.model.Endpoint;
import org.aclgen.processor.model.Parameter;
import org.aclgen.processor.model.PathTemplate;
import org.aclgen.processor.model.Schema;
import org.aclgen.processor.write.OperationsFile.Application;
import org.aclgen.processor.write.OperationsFile.Contents;
import org.aclgen.processor.write.OperationsFile.Operation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The operations file gives back exactly the model it was written from. */
class OperationsFileTest {

  @Test
  void readsBackEveryFieldIncludingNullsAndEscapedCharacters() {
    Endpoint lines =
        new Endpoint(
            "confd",
            "GET",
            PathTemplate.compose(List.of("/users/{user_id: [0-9]+}", "lines")),
            "com.example.UserResource$Lines",
            "list(long,java.util.List)",
            "Lines_list",
            AclRequirement.of(AclSource.DERIVED, "confd.users.{user_id}.lines.read"),
            List.of(
                new Parameter(
                    "user_id",
                    Parameter.Location.PATH,
                    Schema.scalar("integer", "int64"),
                    null,
                    Parameter.Lifecycle.CURRENT,
                    "long"),
                new Parameter(
                    "tag",
                    Parameter.Location.QUERY,
                    Schema.arrayOf(Schema.STRING),
                    "a\tb\\n",
                    Parameter.Lifecycle.DEPRECATED,
                    "java.util.List")),
            "Lists a user's lines,\twith a tab\nand a line feed \\ and a backslash,\r\na CRLF.",
            200,
            "confd");
    Endpoint status =
        new Endpoint(
            "call_logd",
            "HEAD",
            PathTemplate.compose(List.of("...", "status")),
            "com.example.StatusResource",
            "status()",
            "StatusResource_status",
            AclRequirement.publicOperation(""),
            List.of(),
            "",
            204,
            "confd");
    Contents contents =
        new Contents(
            List.of(
                new Operation(Set.of("com.example.UserResource", "com.example.LineApi"), lines),
                new Operation(Set.of("com.example.StatusResource"), status)),
            List.of(new Application("com.example.ConfdApplication", "confd", "/api/confd")));

    String text = OperationsFile.format(contents);
    Contents read = OperationsFile.parse(text);

    assertThat(text).startsWith(OperationsFile.HEADER + "\n").doesNotContain("\r");
    assertThat(read.operations()).containsExactlyInAnyOrderElementsOf(contents.operations());
    assertThat(read.applications()).isEqualTo(contents.applications());
    assertThat(OperationsFile.format(read)).isEqualTo(text);
  }

  @Test
  void refusesAnotherFormatNamingWhatItFound() {
    assertThatIllegalArgumentException()
        .isThrownBy(() -> OperationsFile.parse("# aclgen operations 0\n"))
        .withMessageContaining("# aclgen operations 0");
    assertThatIllegalArgumentException()
        .isThrownBy(() -> OperationsFile.parse(OperationsFile.HEADER + "\noperation\tx\n"))
        .withMessageContaining("operation line with 2 fields, expected 15");
  }

  @Test
  void keepsAnAclCheckedInCode() {
    Endpoint graphql =
        new Endpoint(
            "dird",
            "POST",
            PathTemplate.compose(List.of("/graphql")),
            "com.example.Graphql",
            "query(java.lang.String)",
            "Graphql_query",
            AclRequirement.checkedInCode("dird.graphql.{root_field_name}"),
            List.of(),
            "",
            200,
            "dird");
    Contents contents =
        new Contents(List.of(new Operation(Set.of("com.example.Graphql"), graphql)), List.of());

    String text = OperationsFile.format(contents);

    assertThat(text).contains("\tIN_CODE\n");
    assertThat(OperationsFile.parse(text).operations().get(0).endpoint().acl())
        .isEqualTo(AclRequirement.checkedInCode("dird.graphql.{root_field_name}"));
  }

  /** The file of the previous release, format 2, still reads: all its ACLs are the filter's. */
  @Test
  void readsTheFileOfTheFormerFormat() {
    String former =
        OperationsFile.PREVIOUS_HEADER
            + "\noperation\tcom.example.Users\tconfd\tGET\t/users\tcom.example.Users\tlist()"
            + "\tUsers_list\tDERIVED\tconfd.users.read\t\t\t200\tconfd\n";

    Endpoint read = OperationsFile.parse(former).operations().get(0).endpoint();

    assertThat(read.acl()).isEqualTo(AclRequirement.of(AclSource.DERIVED, "confd.users.read"));
    assertThat(read.path().text()).isEqualTo("/users");
    assertThatIllegalArgumentException()
        .isThrownBy(
            () ->
                OperationsFile.parse(
                    OperationsFile.PREVIOUS_HEADER
                        + "\noperation\tx\tconfd\tGET\t/u\tC\tm()\tC_m\tDERIVED\tc.u.read"
                        + "\t\t\t200\tconfd\tFILTER\n"))
        .withMessageContaining("operation line with 15 fields, expected 14");
  }

  private static Endpoint endpoint(String path, String summary, List<Parameter> parameters) {
    return new Endpoint(
        "confd",
        "GET",
        PathTemplate.compose(List.of(path)),
        "com.example.Resource",
        "get()",
        "Resource_get",
        AclRequirement.of(AclSource.DERIVED, "confd.read"),
        parameters,
        summary,
        200,
        "confd");
  }

  private static Operation operation(Endpoint endpoint) {
    return new Operation(Set.of("com.example.Resource"), endpoint);
  }

  private static List<String> lineKinds(String text) {
    return text.lines().skip(1).map(line -> line.substring(0, line.indexOf('\t'))).toList();
  }

  @Test
  void writesOperationsInPathOrderAndApplicationsByClassWhateverTheirOrderInTheModel() {
    Contents contents =
        new Contents(
            List.of(
                operation(endpoint("/zones", "", List.of())),
                operation(endpoint("/users/{user_id}", "", List.of()))),
            List.of(
                new Application("com.example.ZoneApp", "zoned", "/api/zoned"),
                new Application("com.example.ConfdApp", "confd", "/api/confd")));

    String text = OperationsFile.format(contents);

    assertThat(text.lines().skip(1).toList())
        .satisfiesExactly(
            line -> assertThat(line).contains("\t/users/{user_id}\t"),
            line -> assertThat(line).startsWith("variable\tuser_id\t"),
            line -> assertThat(line).contains("\t/zones\t"),
            line -> assertThat(line).startsWith("application\tcom.example.ConfdApp\t"),
            line -> assertThat(line).startsWith("application\tcom.example.ZoneApp\t"));
  }

  /**
   * The variables and parameters of one operation are not carried over to the next: the first one
   * in the file has both, the second none.
   */
  @Test
  void givesEachOperationOnlyItsOwnVariablesAndParameters() {
    Parameter id =
        new Parameter(
            "user_id",
            Parameter.Location.PATH,
            Schema.STRING,
            null,
            Parameter.Lifecycle.CURRENT,
            Parameter.STRING_TYPE);
    Endpoint user = endpoint("/users/{user_id}", "", List.of(id));
    Endpoint zones = endpoint("/zones", "", List.of());

    String text =
        OperationsFile.format(new Contents(List.of(operation(user), operation(zones)), List.of()));
    List<Operation> read = OperationsFile.parse(text).operations();

    assertThat(lineKinds(text)).containsExactly("operation", "variable", "parameter", "operation");
    assertThat(read).extracting(Operation::endpoint).containsExactly(user, zones);
    assertThat(read.get(1).endpoint().parameters()).isEmpty();
    assertThat(read.get(1).endpoint().path().variables()).isEmpty();
  }

  /**
   * A value that starts with a character to escape, or is only one: each stays on its own line and
   * in its own field, and reads back the same.
   */
  @ParameterizedTest
  @ValueSource(strings = {"\\", "\\n", "\\t", "\tx", "\nx", "\rx", "x\\", "\r\n\t\\"})
  void escapesAValueThatStartsWithACharacterToEscape(String summary) {
    Endpoint endpoint = endpoint("/users", summary, List.of());
    Contents contents = new Contents(List.of(operation(endpoint)), List.of());

    String text = OperationsFile.format(contents);

    assertThat(text.split("\n")).hasSize(2);
    assertThat(text.split("\n")[1].split("\t", -1)).hasSize(15);
    assertThat(OperationsFile.parse(text).operations().get(0).endpoint().summary())
        .isEqualTo(summary);
  }

  /** A backslash that ends a field, as a hand edit may leave it, is read as itself. */
  @Test
  void readsABackslashThatEndsAFieldAsItself() {
    String text =
        OperationsFile.format(
            new Contents(List.of(operation(endpoint("/users", "x", List.of()))), List.of()));

    String edited = text.replace("\tx\t", "\tC:\\\t");

    assertThat(OperationsFile.parse(edited).operations().get(0).endpoint().summary())
        .isEqualTo("C:\\");
  }

  @Test
  void refusesEachLineKindWithTheWrongNumberOfFields() {
    String header = OperationsFile.HEADER + "\n";
    assertThatIllegalArgumentException()
        .isThrownBy(() -> OperationsFile.parse(header + "variable\tuser_id\n"))
        .withMessage("variable line with 2 fields, expected 3");
    assertThatIllegalArgumentException()
        .isThrownBy(() -> OperationsFile.parse(header + "parameter\tuser_id\tPATH\n"))
        .withMessage("parameter line with 3 fields, expected 7");
    assertThatIllegalArgumentException()
        .isThrownBy(() -> OperationsFile.parse(header + "application\tcom.example.App\n"))
        .withMessage("application line with 2 fields, expected 4");
    assertThatIllegalArgumentException()
        .isThrownBy(() -> OperationsFile.parse(header + "resource\tx\n"))
        .withMessage("unknown line kind: resource");
    assertThatIllegalArgumentException()
        .isThrownBy(() -> OperationsFile.parse(""))
        .withMessage("not an aclgen operations file: ");
    assertThatIllegalArgumentException()
        .isThrownBy(() -> OperationsFile.parse("\n"))
        .withMessage("not an aclgen operations file: (empty)");
  }
}
