package org.aclgen.opentelemetry;

import static io.opentelemetry.sdk.testing.assertj.OpenTelemetryAssertions.assertThat;

import io.opentelemetry.api.common.Attributes;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.sdk.testing.assertj.EventDataAssert;
import io.opentelemetry.sdk.testing.exporter.InMemorySpanExporter;
import io.opentelemetry.sdk.trace.SdkTracerProvider;
import io.opentelemetry.sdk.trace.data.SpanData;
import io.opentelemetry.sdk.trace.export.SimpleSpanProcessor;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.function.Consumer;
import org.aclgen.runtime.AclFeature;
import org.aclgen.runtime.decisions.DecisionListener;
import org.aclgen.testing.LocalTokenStore;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * {@link AclSpans} on a Jersey server whose requests are traced: the server span of a 200, a 401, a
 * 403 and a public operation, as the SDK's in-memory exporter receives it.
 */
class AclSpansOnJerseyTest {

  private static final String CALL = "c4f2a1b0-0d6e-4a8b-9f3c-2e1d0c9b8a7f";
  private static final HttpClient CLIENT =
      HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

  private final InMemorySpanExporter exporter = InMemorySpanExporter.create();
  private final SdkTracerProvider tracing =
      SdkTracerProvider.builder().addSpanProcessor(SimpleSpanProcessor.create(exporter)).build();
  private final LocalTokenStore store = new LocalTokenStore();
  private final String caller =
      store.issue("alice", List.of("calld.calls.#"), Duration.ofHours(1)).token();
  private final String nobody = store.issue("bob", List.of(), Duration.ofHours(1)).token();
  private TracedApp app;

  @AfterEach
  void stop() {
    if (app != null) {
      app.close();
    }
    tracing.close();
  }

  private void start(DecisionListener spans) {
    app =
        new TracedApp(
            AclFeature.builder(store).decisionListener(spans).build(), tracing.get("aclgen-test"));
  }

  @Test
  void anAllowedRequestsSpanCarriesTheAclTheOutcomeAndTheReason() throws Exception {
    start(new AclSpans());
    SpanData span = serverSpan("/calls/" + CALL, caller, 200);

    assertThat(span)
        .hasKind(SpanKind.SERVER)
        .hasAttribute(AclSpans.SERVICE, "calld")
        .hasAttribute(AclSpans.ACL_TEMPLATE, "calld.calls.{call_id}.read")
        .hasAttribute(AclSpans.REQUIRED_ACL, "calld.calls." + CALL + ".read")
        .hasAttribute(AclSpans.OUTCOME, "allowed")
        .hasAttribute(AclSpans.REASON, "aclgen.granted")
        .hasTotalRecordedEvents(0);
    assertThat(span.getAttributes().get(AclSpans.USER)).as("no user unless asked").isNull();
    assertNoToken(span);
  }

  @Test
  void aMissingTokenIsRefusedWithAnEvent() throws Exception {
    start(new AclSpans());
    SpanData span = serverSpan("/calls/" + CALL, null, 401);

    assertThat(span)
        .hasAttribute(AclSpans.OUTCOME, "unauthenticated")
        .hasAttribute(AclSpans.REASON, "aclgen.no-token")
        .hasAttribute(AclSpans.REQUIRED_ACL, "calld.calls." + CALL + ".read")
        .hasEventsSatisfyingExactly(refused("aclgen.no-token", "unauthenticated"));
  }

  @Test
  void aTokenWithoutTheAclIsRefusedWithAnEventAndTheUserOnlyWhenAsked() throws Exception {
    start(AclSpans.withUser());
    SpanData span = serverSpan("/calls/" + CALL, nobody, 403);

    assertThat(span)
        .hasAttribute(AclSpans.OUTCOME, "forbidden")
        .hasAttribute(AclSpans.REASON, "aclgen.not-granted")
        .hasAttribute(AclSpans.USER, "bob")
        .hasEventsSatisfyingExactly(refused("aclgen.not-granted", "forbidden"));
    assertNoToken(span);
  }

  @Test
  void aPublicOperationIsAllowedAsPublicWithoutAnAcl() throws Exception {
    start(new AclSpans());
    SpanData span = serverSpan("/status", null, 200);

    assertThat(span)
        .hasAttribute(AclSpans.SERVICE, "calld")
        .hasAttribute(AclSpans.OUTCOME, "allowed")
        .hasAttribute(AclSpans.REASON, "aclgen.public")
        .hasTotalRecordedEvents(0);
    assertThat(span.getAttributes().get(AclSpans.ACL_TEMPLATE)).isNull();
    assertThat(span.getAttributes().get(AclSpans.REQUIRED_ACL)).isNull();
  }

  @Test
  void aFeatureConfiguredByPropertiesWritesTheSpansByItself() throws Exception {
    app = new TracedApp(AclFeature.configuredByProperties(store), tracing.get("aclgen-test"));
    SpanData span = serverSpan("/calls/" + CALL, nobody, 403);

    assertThat(span)
        .hasAttribute(AclSpans.REASON, "aclgen.not-granted")
        .hasAttribute(AclSpans.REQUIRED_ACL, "calld.calls." + CALL + ".read");
    assertThat(span.getAttributes().get(AclSpans.USER)).as("the default: no user").isNull();
  }

  @Test
  void theAttributeAndEventNamesAreTheDocumentedOnes() throws IOException {
    String page = Files.readString(Path.of("../docs/observability.md"));
    for (String name :
        List.of(
            AclSpans.SERVICE.getKey(),
            AclSpans.ACL_TEMPLATE.getKey(),
            AclSpans.REQUIRED_ACL.getKey(),
            AclSpans.OUTCOME.getKey(),
            AclSpans.REASON.getKey(),
            AclSpans.USER.getKey(),
            AclSpans.REFUSED)) {
      assertThat(page).contains("`" + name + "`");
    }
  }

  /** The one event of a refusal: its name, the reason and the outcome. */
  private static Consumer<EventDataAssert> refused(String reason, String outcome) {
    return event ->
        event
            .hasName(AclSpans.REFUSED)
            .hasAttributes(Attributes.of(AclSpans.REASON, reason, AclSpans.OUTCOME, outcome));
  }

  /** GETs {@code path} and returns the one span the request ended, checking the reply's status. */
  private SpanData serverSpan(String path, String token, int status) throws Exception {
    HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(app.baseUrl() + path)).GET();
    if (token != null) {
      request.header("X-Auth-Token", token);
    }
    int answered =
        CLIENT.send(request.build(), HttpResponse.BodyHandlers.discarding()).statusCode();
    assertThat(answered).isEqualTo(status);
    List<SpanData> spans = exporter.getFinishedSpanItems();
    assertThat(spans).as("one server span a request").hasSize(1);
    return spans.get(0);
  }

  private void assertNoToken(SpanData span) {
    assertThat(span.toString()).doesNotContain(caller).doesNotContain(nobody);
  }
}
