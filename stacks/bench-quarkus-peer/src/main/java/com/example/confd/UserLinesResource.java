package com.example.confd;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.List;

/** The lines of one user, reached through {@link UsersResource#lines}, which checks the access. */
@Produces(MediaType.APPLICATION_JSON)
public class UserLinesResource {

  private final String userId;

  public UserLinesResource(String userId) {
    this.userId = userId;
  }

  @GET
  public List<String> list() {
    return List.of(userId + "/line/7", userId + "/line/8");
  }
}
