package org.aclgen.benchmarks.openapi;

import java.util.Optional;

/** What the synthetic project's build runs besides javac, one Maven profile each. */
enum Tool {
  /** The compile alone. */
  BASELINE(null, "mvn compile alone", "classes only"),
  /** aclgen's processor in javac. */
  ACLGEN(
      "aclgen",
      "+ aclgen's processor",
      "a registry class (each method's ACL template, read by the runtime filter) and one OpenAPI"
          + " 3.1 document per service: operations, parameters with their types, each"
          + " operation's required ACL and its 401/403/503 answers; no response body schemas"),
  /** Swagger's Maven plugin, goal {@code resolve}. */
  SWAGGER(
      "swagger",
      "+ swagger-maven-plugin-jakarta " + MavenProject.SWAGGER_VERSION + " `resolve`",
      "one OpenAPI document: operations, parameters with their types, response body schemas;"
          + " no ACLs"),
  /** SmallRye OpenAPI's scanner, as its Maven plugin's {@code generate-schema} runs it. */
  SMALLRYE(
      "smallrye",
      "+ SmallRye OpenAPI " + MavenProject.SMALLRYE_VERSION + " scanner",
      "one OpenAPI 3.1 document: operations, parameters with their types, response body schemas;"
          + " no ACLs");

  private final String profile;
  private final String label;
  private final String produces;

  Tool(String profile, String label, String produces) {
    this.profile = profile;
    this.label = label;
    this.produces = produces;
  }

  Optional<String> profile() {
    return Optional.ofNullable(profile);
  }

  String label() {
    return label;
  }

  String produces() {
    return produces;
  }
}
