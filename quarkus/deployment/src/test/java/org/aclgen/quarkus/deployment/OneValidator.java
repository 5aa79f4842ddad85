package org.aclgen.quarkus.deployment;

import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.aclgen.tokens.TokenValidator;
import org.aclgen.tokens.ValidatedToken;

/**
 * The application's only validator: the token {@code reader} may read the things, {@code admin} may
 * do anything of the service, {@code stranger} is valid but opens nothing here; {@code owner} may
 * read its own line 1, its devices, and search its own for {@code x}.
 */
@ApplicationScoped
public class OneValidator implements TokenValidator {

  static final String READER = "reader";

  static final String ADMIN = "admin";

  static final String STRANGER = "stranger";

  static final String OWNER = "owner";

  /** How many times {@link #validate} ran, for the tests that count validations. */
  static final AtomicInteger VALIDATIONS = new AtomicInteger();

  /** The user of every token. */
  static final String USER = "6a5b4c3d-0000-4000-8000-000000000001";

  private static final Map<String, List<String>> ACLS =
      Map.of(
          READER, List.of("demo.things.read"),
          ADMIN, List.of("demo.#"),
          STRANGER, List.of("other.things.read"),
          OWNER,
              List.of(
                  "demo.users.me.lines.1.read",
                  "demo.users.me.devices.*.read",
                  "demo.users.me.search.x.read"));

  @Override
  public Optional<ValidatedToken> validate(String token) {
    VALIDATIONS.incrementAndGet();
    List<String> acls = ACLS.get(token);
    return acls == null
        ? Optional.empty()
        : Optional.of(ValidatedToken.of(USER, acls, Instant.now().plusSeconds(60), Map.of()));
  }
}
