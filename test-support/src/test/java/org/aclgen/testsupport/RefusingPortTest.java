package org.aclgen.testsupport;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.BindException;
import java.net.ConnectException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import org.junit.jupiter.api.Test;

class RefusingPortTest {

  @Test
  void connectionsAreRefused() {
    try (RefusingPort closed = RefusingPort.open()) {
      assertThatThrownBy(() -> new Socket(InetAddress.getLoopbackAddress(), closed.port()).close())
          .isInstanceOf(ConnectException.class);
    }
  }

  @Test
  void noServerCanTakeThePortWhileItIsHeld() {
    try (RefusingPort closed = RefusingPort.open()) {
      assertThatThrownBy(() -> new ServerSocket(closed.port()).close())
          .isInstanceOf(BindException.class);
      assertThatThrownBy(
              () -> new ServerSocket(closed.port(), 50, InetAddress.getLoopbackAddress()).close())
          .isInstanceOf(BindException.class);
    }
  }
}
