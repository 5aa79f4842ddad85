package org.aclgen.sample.http;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.ws.rs.core.Response;
import java.io.IOException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** What the exception mapper answers for failures that no resource expects. */
class ErrorMapperTest {

  private final ErrorMapper mapper = new ErrorMapper();

  @ParameterizedTest
  @ValueSource(strings = {"OutOfMemoryError", "StackOverflowError", "IllegalStateException"})
  void anErrorOrAnUnexpectedExceptionIsA500WithoutDetails(String kind) {
    Throwable error =
        switch (kind) {
          case "OutOfMemoryError" -> new OutOfMemoryError("Java heap space");
          case "StackOverflowError" -> new StackOverflowError();
          default -> new IllegalStateException("org.example.Secret failed");
        };

    Response reply = mapper.toResponse(error);

    assertThat(reply.getStatus()).isEqualTo(500);
    ErrorBody body = (ErrorBody) reply.getEntity();
    assertThat(body.errorId()).isEqualTo("internal-error");
    assertThat(body.message()).isEqualTo("internal error");
  }

  @Test
  void aBodyPastItsLimitIsA413ThatClosesTheConnection() {
    Response reply =
        mapper.toResponse(new IllegalStateException(new BodyTooLargeException(16_384)));

    assertThat(reply.getStatus()).isEqualTo(413);
    assertThat(reply.getHeaderString("Connection")).isEqualTo("close");
    assertThat(((ErrorBody) reply.getEntity()).details()).containsEntry("max_bytes", 16_384L);
  }

  @Test
  void aBodyTheClientBrokeOffIsA400() {
    Response reply = mapper.toResponse(new IllegalStateException(new IOException("Early EOF")));

    assertThat(reply.getStatus()).isEqualTo(400);
    assertThat(((ErrorBody) reply.getEntity()).message()).doesNotContain("EOF");
  }
}
