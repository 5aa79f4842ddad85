package org.aclgen.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class PathValuesTest {

  /** Every spelling the parameter type reads as one value gives that value's one word. */
  @ParameterizedTest(name = "{0} {1} -> {2}")
  @CsvSource(
      delimiter = '|',
      value = {
        "int                  | 1                                    | 1",
        "int                  | 01                                   | 1",
        "int                  | 001                                  | 1",
        "int                  | +1                                   | 1",
        "int                  | -0                                   | 0",
        "int                  | \u0661                               | 1",
        "java.lang.Integer    | 0042                                 | 42",
        "long                 | +9223372036854775807                 | 9223372036854775807",
        "java.lang.Long       | -01                                  | -1",
        "short                | 07                                   | 7",
        "java.lang.Short      | +7                                   | 7",
        "byte                 | 0127                                 | 127",
        "java.lang.Byte       | -128                                 | -128",
        "float                | 1                                    | 1.0",
        "java.lang.Float      | 1.50                                 | 1.5",
        "double               | 01.0e0                               | 1.0",
        "java.lang.Double     | 1d                                   | 1.0",
        "boolean              | TRUE                                 | true",
        "java.lang.Boolean    | True                                 | true",
        "boolean              | yes                                  | false",
        "char                 | x                                    | x",
        "java.lang.Character  | .                                    | .",
        "java.math.BigInteger | +00012345678901234567890             | 12345678901234567890",
        "java.math.BigDecimal | 1.50                                 | 1.5",
        "java.math.BigDecimal | 001.0                                | 1",
        "java.math.BigDecimal | 10                                   | 1E+1",
        "java.util.UUID       | 2F6C1A5E-8D0B-4D59-9A53-1C0AD8E7C101 | 2f6c1a5e-8d0b-4d59-9a53-1c0ad8e7c101",
        "java.util.UUID       | 1-1-1-1-1                            | 00000001-0001-0001-0001-000000000001",
      })
  void typedValuesGetTheirCanonicalForm(String type, String value, String canonical) {
    assertThat(PathValues.canonical(type, value)).contains(canonical);
  }

  /** What the type cannot read never reaches the resource, so it fills no ACL. */
  @ParameterizedTest(name = "{0} {1}")
  @CsvSource(
      delimiter = '|',
      ignoreLeadingAndTrailingWhitespace = false,
      value = {
        "int|abc",
        "int|1.0",
        "int|2147483648",
        "int| 1",
        "int|' '",
        "int|0x1",
        "java.lang.Long|1L",
        "byte|128",
        "short|40000",
        "float|one",
        "boolean|' '",
        "char|ab",
        "java.lang.Character|ab",
        "java.math.BigInteger|1e3",
        "java.math.BigDecimal|1,5",
        "java.util.UUID|me",
        "java.util.UUID|2f6c1a5e8d0b4d599a531c0ad8e7c101",
      })
  void unreadableValuesAreRefused(String type, String value) {
    assertThat(PathValues.canonical(type, value)).isEmpty();
  }

  /** Strings, enums and types with their own parser keep the value as it is. */
  @ParameterizedTest(name = "{0} {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "java.lang.String  | 01",
        "com.example.Color | RED",
        "com.example.Color | red",
        "com.example.Id    | +1",
      })
  void otherTypesKeepTheValue(String type, String value) {
    assertThat(PathValues.canonical(type, value)).contains(value);
    assertThat(PathValues.canonical(null, value)).contains(value);
  }

  @org.junit.jupiter.api.Test
  void onlyTheTypesJaxRsReadsItselfHaveACanonicalForm() {
    assertThat(PathValues.isCanonicalized("int")).isTrue();
    assertThat(PathValues.isCanonicalized("java.util.UUID")).isTrue();
    assertThat(PathValues.isCanonicalized("java.lang.String")).isFalse();
    assertThat(PathValues.isCanonicalized("com.example.Color")).isFalse();
  }
}
