package org.aclgen.stacks.dropwizard;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dropwizard.core.Configuration;
import jakarta.validation.constraints.NotEmpty;

/** The service's configuration: Dropwizard's server settings and the token service's URL. */
public class ConfdConfiguration extends Configuration {

  @NotEmpty private String tokenService;

  /** The token service's base URL, such as {@code http://127.0.0.1:9497/api/auth/0.1}. */
  @JsonProperty
  public String getTokenService() {
    return tokenService;
  }

  @JsonProperty
  public void setTokenService(String tokenService) {
    this.tokenService = tokenService;
  }
}
