package org.aclgen.review.explain;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.aclgen.acl.AclTemplate;
import org.aclgen.review.explain.UserForms.Form;
import org.junit.jupiter.api.Test;

/** The forms of a required ACL, weakest condition first. */
class UserFormsTest {

  @Test
  void fewestUserPlaceholdersFirstThenInTheOrderOfTheTemplate() {
    List<Form> forms = UserForms.of(AclTemplate.parse("x.{a}.{b}.{c}.read"), "me");

    assertThat(forms)
        .extracting(Form::required)
        .containsExactly(
            "x.*.*.*.read",
            "x.me.*.*.read",
            "x.*.me.*.read",
            "x.*.*.me.read",
            "x.me.me.*.read",
            "x.me.*.me.read",
            "x.*.me.me.read",
            "x.me.me.me.read");
    assertThat(forms.get(5).asUser()).containsExactly("a", "c");
    assertThat(forms.get(1).isWeakerThan(forms.get(5))).isTrue();
    assertThat(forms.get(5).isWeakerThan(forms.get(1))).isFalse();
  }

  @Test
  void aRepeatedPlaceholderTakesOneValueEverywhere() {
    assertThat(UserForms.of(AclTemplate.parse("x.{a}.y.{a}.read"), "2f6c"))
        .extracting(Form::required)
        .containsExactly("x.*.y.*.read", "x.2f6c.y.2f6c.read");
  }

  @Test
  void aTemplateWithoutPlaceholderHasOneFormAndKeepsItsWildcards() {
    assertThat(UserForms.of(AclTemplate.parse("confd.#"), "me"))
        .containsExactly(new Form(List.of(), "confd.#"));
  }

  @Test
  void moreDistinctPlaceholdersThanARequiredAclMayHoldWildcardsGiveOnlyTheAllUserForm() {
    String template =
        IntStream.range(0, 17)
            .mapToObj(i -> "{p" + i + "}")
            .collect(Collectors.joining(".", "x.", ".read"));
    List<Form> forms = UserForms.of(AclTemplate.parse(template), "me");
    assertThat(forms).hasSize(1);
    assertThat(forms.get(0).asUser()).hasSize(17);
    assertThat(forms.get(0).required()).isEqualTo("x" + ".me".repeat(17) + ".read");
  }
}
