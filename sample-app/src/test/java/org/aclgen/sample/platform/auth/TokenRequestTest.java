package org.aclgen.sample.platform.auth;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.aclgen.sample.showcase.domain.InvalidRequestException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The platform's token request body, field by field. */
class TokenRequestTest {

  private static final ObjectMapper MAPPER = new ObjectMapper();

  private static TokenRequest parse(String json) throws Exception {
    return TokenRequest.parse(MAPPER.readTree(json));
  }

  @Test
  void acceptsWhatTheSdkSendsAtLogin() throws Exception {
    TokenRequest request = parse("{\"backend\": \"wazo_user\", \"expiration\": 3600}");

    assertThat(request.expiration()).isEqualTo(3600);
    assertThat(request.offline()).isFalse();
    assertThat(request.refreshToken()).isEmpty();
  }

  @Test
  void acceptsEveryFieldOfThePlatformsSchema() throws Exception {
    TokenRequest request =
        parse(
            "{\"backend\": \"wazo_user\", \"expiration\": 60, \"access_type\": \"offline\","
                + " \"client_id\": \"my-app\", \"tenant_id\": \"t\", \"domain_name\": \"d.example\","
                + " \"saml_session_id\": \"s\", \"mobile\": true}");

    assertThat(request.offline()).isTrue();
    assertThat(request.clientId()).contains("my-app");
    assertThat(request.mobile()).isTrue();
    assertThat(request.samlSessionId()).contains("s");
  }

  @Test
  void readsARefreshTokenLogin() throws Exception {
    TokenRequest request = parse("{\"refresh_token\": \"r\", \"client_id\": \"my-app\"}");

    assertThat(request.refreshToken()).contains("r");
    assertThat(request.expiration()).isEqualTo(TokenResource.DEFAULT_EXPIRATION);
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "{\"backend_args\": {}}|backend_args has been removed",
        "{\"backend\": \"ldap_user\"}|backend ldap_user is not available",
        "{\"access_type\": \"offline\"}|client_id is required with access_type offline",
        "{\"refresh_token\": \"r\"}|client_id is required with refresh_token",
        "{\"access_type\": \"forever\", \"client_id\": \"c\"}|access_type must be online or offline",
        "{\"client_id\": 3}|client_id",
        "{\"mobile\": \"yes\"}|mobile",
        "{\"expires\": 60}|expires"
      })
  void refusesABadFieldByName(String json, String message) throws Exception {
    JsonNode body = MAPPER.readTree(json);

    assertThatThrownBy(() -> TokenRequest.parse(body))
        .isInstanceOf(InvalidRequestException.class)
        .hasMessageContaining(message);
  }
}
