package org.aclgen.quarkus.deployment;

import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.aclgen.tokens.TokenValidator;
import org.aclgen.tokens.ValidatedToken;

/** The application's only validator: the token {@code reader} may read the things. */
@ApplicationScoped
public class OneValidator implements TokenValidator {

  static final String READER = "reader";

  @Override
  public Optional<ValidatedToken> validate(String token) {
    return READER.equals(token)
        ? Optional.of(
            ValidatedToken.of(
                "6a5b4c3d-0000-4000-8000-000000000001",
                List.of("demo.things.read"),
                Instant.now().plusSeconds(60),
                Map.of()))
        : Optional.empty();
  }
}
