package org.aclgen.sample;

import java.util.List;
import org.aclgen.sample.config.UserAccount;
import org.aclgen.sample.config.UserConfig;
import org.aclgen.sample.platform.websocketd.EventService;
import org.aclgen.sample.showcase.web.WebPages;

/** The text the app prints once it listens: where the services are, who can log in, and how. */
final class Banner {

  private Banner() {}

  /** The banner of a running app; passwords are shown only for the built-in demo users. */
  static String of(SampleApp app) {
    String base = app.baseUri().toString().replaceAll("/$", "");
    List<UserAccount> users = app.users();
    boolean demo = users.equals(UserConfig.demo());
    StringBuilder text = new StringBuilder();
    text.append("aclgen sample app listening on ").append(base).append('\n');
    line(text, "token service", base + Services.AUTH);
    line(text, "confd", base + Services.CONFD + "   (described at .../api/api.yml)");
    line(text, "calld", base + Services.CALLD + "   (described at .../api/api.yml)");
    line(text, "explain", base + Services.ACL + "/explain?acl=confd.users.me.%23.read");
    line(text, "acl explorer", base + WebPages.EXPLORER);
    line(text, "api docs", base + WebPages.DOCS);
    line(text, "events", base.replaceFirst("^http", "ws") + EventService.PREFIX + "/?version=2");
    app.oidcProvider()
        .ifPresent(
            provider ->
                line(
                    text,
                    "oidc tokens",
                    provider.issuer()
                        + provider.audience().map(aud -> " (aud " + aud + ")").orElse("")
                        + ", on confd and calld"));
    text.append(demo ? "demo users:\n" : "users (passwords as in the config file):\n");
    for (UserAccount user : users) {
      text.append(
          String.format(
              "  %-10s %-14s %s  %s%n",
              user.username(),
              demo ? user.password() : "",
              user.uuid(),
              String.join(" ", user.acl())));
    }
    UserAccount first = users.get(0);
    String credentials = demo ? first.username() + ":" + first.password() : first.username();
    text.append("get a token:\n  curl -s -u ")
        .append(credentials)
        .append(" -X POST ")
        .append(base)
        .append(Services.AUTH)
        .append("/token\n");
    return text.toString();
  }

  private static void line(StringBuilder text, String name, String url) {
    text.append(String.format("  %-14s %s%n", name, url));
  }
}
