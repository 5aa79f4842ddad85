package org.aclgen.sample;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.aclgen.review.explain.AclExplainer;
import org.aclgen.runtime.AclFeature;
import org.aclgen.runtime.ApiDescriptionResource;
import org.aclgen.runtime.decisions.DecisionListener;
import org.aclgen.sample.http.ErrorMapper;
import org.aclgen.sample.http.JsonBodyProvider;
import org.aclgen.sample.platform.auth.Accounts;
import org.aclgen.sample.platform.auth.LoginThrottle;
import org.aclgen.sample.platform.auth.RefreshTokenStore;
import org.aclgen.sample.platform.auth.RefreshTokensResource;
import org.aclgen.sample.platform.auth.StatusResource;
import org.aclgen.sample.platform.auth.TokenResource;
import org.aclgen.sample.platform.auth.TokenStore;
import org.aclgen.sample.platform.auth.TokenStoreFullMapper;
import org.aclgen.sample.platform.auth.TokenStoreUnavailableMapper;
import org.aclgen.sample.showcase.calld.CallDtmfResource;
import org.aclgen.sample.showcase.calld.CallHoldResource;
import org.aclgen.sample.showcase.calld.CallMuteResource;
import org.aclgen.sample.showcase.calld.CallResumeResource;
import org.aclgen.sample.showcase.calld.CallsResource;
import org.aclgen.sample.showcase.calld.ChatsResource;
import org.aclgen.sample.showcase.calld.FaxesResource;
import org.aclgen.sample.showcase.calld.PresenceResource;
import org.aclgen.sample.showcase.calld.TransfersResource;
import org.aclgen.sample.showcase.calld.VoicemailsResource;
import org.aclgen.sample.showcase.confd.ExtensionsResource;
import org.aclgen.sample.showcase.confd.FuncKeysResource;
import org.aclgen.sample.showcase.confd.InfosResource;
import org.aclgen.sample.showcase.confd.LinesResource;
import org.aclgen.sample.showcase.confd.UserCallerIdsResource;
import org.aclgen.sample.showcase.confd.UserForwardsResource;
import org.aclgen.sample.showcase.confd.UserLineSipResource;
import org.aclgen.sample.showcase.confd.UserLinesResource;
import org.aclgen.sample.showcase.confd.UserServicesResource;
import org.aclgen.sample.showcase.confd.UsersResource;
import org.aclgen.sample.showcase.domain.Platform;
import org.aclgen.sample.showcase.domain.UserSettings;
import org.aclgen.sample.showcase.events.AppEvents;
import org.aclgen.sample.showcase.explain.ExplainResource;
import org.aclgen.tokens.TokenValidator;
import org.glassfish.jersey.server.ResourceConfig;
import org.glassfish.jersey.server.ServerProperties;

/** The JAX-RS applications of the app, one per service, each protected by the ACL feature. */
final class Services {

  /** The prefix of the token service. */
  static final String AUTH = "/api/auth/0.1";

  /** The prefix of the configuration service. */
  static final String CONFD = "/api/confd/1.1";

  /** The prefix of the call service. */
  static final String CALLD = "/api/calld/1.0";

  /** The prefix of the ACL explanation service. */
  static final String ACL = "/api/acl";

  private Services() {}

  /**
   * Every service of the app over {@code platform}: confd and calld validate tokens with {@code
   * apiValidator} (which may accept an identity provider's tokens too), the others with {@code
   * validator}; the token service serves {@code logout} (back-channel logout) if present. Each
   * service's feature tells its decisions to {@code listeners}.
   */
  static List<ServiceMount> all(
      Platform platform,
      TokenStore tokens,
      Accounts accounts,
      TokenValidator validator,
      TokenValidator apiValidator,
      AppEvents events,
      Optional<Object> logout,
      List<DecisionListener> listeners) {
    UserSettings settings = new UserSettings();
    RefreshTokenStore refreshTokens = tokens.refreshTokens();
    List<Object> auth =
        new ArrayList<>(
            List.of(
                new TokenResource(
                    tokens,
                    refreshTokens,
                    accounts,
                    new LoginThrottle(tokens.clock(), tokens.failureCounts()),
                    events.originUuid()),
                new RefreshTokensResource(refreshTokens),
                new StatusResource(),
                new TokenStoreFullMapper(),
                new TokenStoreUnavailableMapper()));
    logout.ifPresent(auth::add);
    return List.of(
        mount("auth", AUTH, validator, listeners, auth.toArray()),
        mount(
            "confd",
            CONFD,
            apiValidator,
            listeners,
            new UsersResource(platform.directory(), platform.linePlan(), settings),
            new InfosResource(Platform.UUID),
            new UserLineSipResource(platform.directory(), platform.linePlan()),
            new UserCallerIdsResource(platform.directory(), platform.linePlan()),
            new FuncKeysResource(platform.directory(), events),
            new UserLinesResource(platform.directory(), platform.linePlan(), events),
            new LinesResource(platform.linePlan(), events),
            new ExtensionsResource(platform.linePlan()),
            new UserServicesResource(platform.directory(), settings, events),
            new UserForwardsResource(platform.directory(), settings, events)),
        mount(
            "calld",
            CALLD,
            apiValidator,
            listeners,
            new CallsResource(platform.callBoard(), platform.linePlan()),
            new CallMuteResource(platform.callBoard()),
            new CallDtmfResource(platform.callBoard()),
            new VoicemailsResource(platform.directory()),
            new TransfersResource(platform.callBoard()),
            new CallHoldResource(platform.callBoard(), events),
            new CallResumeResource(platform.callBoard(), events),
            new ChatsResource(platform.directory(), events),
            new PresenceResource(platform.directory(), settings, events),
            new FaxesResource(events)),
        mount("acl", ACL, validator, listeners, new ExplainResource(AclExplainer.fromClassPath())));
  }

  private static ServiceMount mount(
      String name,
      String prefix,
      TokenValidator validator,
      List<DecisionListener> listeners,
      Object... resources) {
    ResourceConfig application = new ResourceConfig();
    for (Object resource : resources) {
      application.register(resource);
    }
    application.register(new ApiDescriptionResource(name));
    AclFeature.Builder feature = AclFeature.builder(validator);
    listeners.forEach(feature::decisionListener);
    application.register(feature.build());
    application.register(JsonBodyProvider.class);
    application.register(ErrorMapper.class);
    // WADL would add resource methods that no ACL registry lists, and describes nothing we publish.
    application.property(ServerProperties.WADL_FEATURE_DISABLE, true);
    application.setApplicationName(name);
    return new ServiceMount(name, prefix, application);
  }
}
