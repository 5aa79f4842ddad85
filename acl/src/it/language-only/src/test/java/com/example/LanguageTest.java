package com.example;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.aclgen.acl.AccessCheck;
import org.aclgen.acl.Acl;
import org.aclgen.acl.AclSyntaxException;
import org.aclgen.acl.AclTemplate;
import org.junit.jupiter.api.Test;

/** What a service that checks ACLs itself (say, a token service) does with aclgen-acl alone. */
class LanguageTest {

  @Test
  void parsesAnAclIntoItsWords() {
    assertEquals(List.of("confd", "users", "#"), Acl.parse("confd.users.#").words());
    assertTrue(Acl.parseTokenAcl("!confd.users.#").isNegative());
  }

  @Test
  void refusesAnAclThatBreaksTheGrammarNamingThePosition() {
    AclSyntaxException error =
        assertThrows(AclSyntaxException.class, () -> Acl.parse("confd..read"));
    assertEquals("confd..read", error.acl());
    assertEquals(6, error.position());
  }

  @Test
  void matchesRequiredAclsAgainstATokensAcls() {
    AccessCheck check =
        AccessCheck.of("2f6c", List.of("confd.users.me.#.read", "!confd.users.me.secrets.#"));
    assertTrue(check.allows("confd.users.2f6c.lines.read"));
    assertTrue(check.allows("confd.users.me.lines.read"));
    assertFalse(check.allows("confd.users.9a1b.lines.read"));
    assertFalse(check.allows("confd.users.2f6c.secrets.read"));
  }

  @Test
  void fillsATemplateWithOneWordPerValue() {
    AclTemplate template = AclTemplate.parse("confd.users.{user_id}.lines.{line_id}.read");
    assertEquals(List.of("user_id", "line_id"), template.placeholders());
    String acl = template.fill(Map.of("user_id", "2f6c", "line_id", "7")::get);
    assertEquals("confd.users.2f6c.lines.7.read", acl);
    String dotted = template.fill(Map.of("user_id", "a.b", "line_id", "7")::get);
    assertEquals("confd.users.a%2Eb.lines.7.read", dotted);
  }
}
