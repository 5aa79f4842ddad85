package org.aclgen.sample.platform.bus;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.URI;
import org.aclgen.sample.CommandLine;
import org.aclgen.sample.Options;
import org.aclgen.sample.SampleApp;
import org.aclgen.sample.UsageException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The {@code --bus} flag that selects the RabbitMQ bus. */
class BusFlagTest {

  @Test
  void withoutTheFlagTheBusIsInProcess() throws UsageException {
    assertThat(CommandLine.parse(new String[0]).busUrl()).isEmpty();
  }

  @Test
  void anAmqpUrlSelectsRabbitMq() throws UsageException {
    Options options = CommandLine.parse(new String[] {"--bus", "amqp://u:p@127.0.0.1:5672/v"});

    assertThat(options.busUrl()).contains(URI.create("amqp://u:p@127.0.0.1:5672/v"));
  }

  @ParameterizedTest
  @ValueSource(strings = {"http://u:secret@host/v", "amqp:///v", "not a url", "amqp://h/v#f"})
  void anythingElseIsAUsageErrorThatDoesNotEchoTheUrl(String url) {
    assertThatThrownBy(() -> CommandLine.parse(new String[] {"--bus", url}))
        .isInstanceOf(UsageException.class)
        .hasMessageContaining("--bus is not an amqp(s) URL")
        .hasMessageNotContaining("secret");
  }

  @Test
  void anUnreachableBrokerFailsTheStartNamingItWithoutThePassword() {
    Options options =
        Options.defaults()
            .withPort(0)
            .withBusUrl(URI.create("amqp://guest:secret@127.0.0.1:1/%2F"));

    assertThatThrownBy(() -> SampleApp.start(options))
        .hasMessageContaining("cannot connect to the bus at amqp://127.0.0.1:1/%2F")
        .hasMessageNotContaining("secret");
  }
}
