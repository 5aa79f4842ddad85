package org.aclgen.sample.showcase.domain;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.Objects;

/**
 * What a function key does: dial a number ({@code custom}), call a user ({@code user}) or park a
 * call ({@code park}).
 *
 * @param type {@code custom}, {@code user} or {@code park}
 * @param exten the number to dial, only for {@code custom}
 * @param userId the uuid of the user to call, only for {@code user}
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record FuncKeyDestination(String type, String exten, String userId) {

  public FuncKeyDestination {
    Objects.requireNonNull(type, "type");
  }

  /** A key that dials {@code exten}. */
  public static FuncKeyDestination custom(String exten) {
    return new FuncKeyDestination("custom", exten, null);
  }

  /** A key that calls the user with uuid {@code userId}. */
  public static FuncKeyDestination user(String userId) {
    return new FuncKeyDestination("user", null, userId);
  }

  /** A key that parks the current call. */
  public static FuncKeyDestination park() {
    return new FuncKeyDestination("park", null, null);
  }
}
