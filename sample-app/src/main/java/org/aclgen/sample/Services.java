package org.aclgen.sample;

import java.util.List;
import org.aclgen.review.explain.AclExplainer;
import org.aclgen.runtime.AclFeature;
import org.aclgen.runtime.ApiDescriptionResource;
import org.aclgen.sample.auth.Accounts;
import org.aclgen.sample.auth.LoginThrottle;
import org.aclgen.sample.auth.RefreshTokenStore;
import org.aclgen.sample.auth.RefreshTokensResource;
import org.aclgen.sample.auth.StatusResource;
import org.aclgen.sample.auth.TokenResource;
import org.aclgen.sample.auth.TokenStore;
import org.aclgen.sample.auth.TokenStoreFullMapper;
import org.aclgen.sample.auth.TokenStoreUnavailableMapper;
import org.aclgen.sample.calld.CallDtmfResource;
import org.aclgen.sample.calld.CallHoldResource;
import org.aclgen.sample.calld.CallMuteResource;
import org.aclgen.sample.calld.CallResumeResource;
import org.aclgen.sample.calld.CallsResource;
import org.aclgen.sample.calld.ChatsResource;
import org.aclgen.sample.calld.FaxesResource;
import org.aclgen.sample.calld.PresenceResource;
import org.aclgen.sample.calld.TransfersResource;
import org.aclgen.sample.calld.VoicemailsResource;
import org.aclgen.sample.confd.ExtensionsResource;
import org.aclgen.sample.confd.FuncKeysResource;
import org.aclgen.sample.confd.InfosResource;
import org.aclgen.sample.confd.LinesResource;
import org.aclgen.sample.confd.UserCallerIdsResource;
import org.aclgen.sample.confd.UserForwardsResource;
import org.aclgen.sample.confd.UserLineSipResource;
import org.aclgen.sample.confd.UserLinesResource;
import org.aclgen.sample.confd.UserServicesResource;
import org.aclgen.sample.confd.UsersResource;
import org.aclgen.sample.domain.Platform;
import org.aclgen.sample.domain.UserSettings;
import org.aclgen.sample.events.AppEvents;
import org.aclgen.sample.explain.ExplainResource;
import org.aclgen.sample.http.ErrorMapper;
import org.aclgen.sample.http.JsonBodyProvider;
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
   * validator}.
   */
  static List<ServiceMount> all(
      Platform platform,
      TokenStore tokens,
      Accounts accounts,
      TokenValidator validator,
      TokenValidator apiValidator,
      AppEvents events) {
    UserSettings settings = new UserSettings();
    RefreshTokenStore refreshTokens = tokens.refreshTokens();
    return List.of(
        mount(
            "auth",
            AUTH,
            validator,
            new TokenResource(
                tokens,
                refreshTokens,
                accounts,
                new LoginThrottle(tokens.clock(), tokens.failureCounts()),
                events.originUuid()),
            new RefreshTokensResource(refreshTokens),
            new StatusResource(),
            new TokenStoreFullMapper(),
            new TokenStoreUnavailableMapper()),
        mount(
            "confd",
            CONFD,
            apiValidator,
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
        mount("acl", ACL, validator, new ExplainResource(AclExplainer.fromClassPath())));
  }

  private static ServiceMount mount(
      String name, String prefix, TokenValidator validator, Object... resources) {
    ResourceConfig application = new ResourceConfig();
    for (Object resource : resources) {
      application.register(resource);
    }
    application.register(new ApiDescriptionResource(name));
    application.register(new AclFeature(validator));
    application.register(JsonBodyProvider.class);
    application.register(ErrorMapper.class);
    // WADL would add resource methods that no ACL registry lists, and describes nothing we publish.
    application.property(ServerProperties.WADL_FEATURE_DISABLE, true);
    application.setApplicationName(name);
    return new ServiceMount(name, prefix, application);
  }
}
