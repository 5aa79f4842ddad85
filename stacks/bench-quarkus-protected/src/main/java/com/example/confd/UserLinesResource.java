package com.example.confd;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.List;
import org.aclgen.annotations.RequiredAcl;

/** The lines of one user, reached through {@link UsersResource#lines}. */
@RequiredAcl
@Produces(MediaType.APPLICATION_JSON)
public class UserLinesResource {

  private final String userId;

  public UserLinesResource(String userId) {
    this.userId = userId;
  }

  /** {@code confd.users.{user_id}.lines.read} */
  @GET
  public List<String> list() {
    return List.of(userId + "/line/7", userId + "/line/8");
  }
}
