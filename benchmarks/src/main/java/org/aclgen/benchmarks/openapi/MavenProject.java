package org.aclgen.benchmarks.openapi;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import org.aclgen.benchmarks.processor.SyntheticProject;

/**
 * Writes the synthetic JAX-RS project of the processor benchmark as a Maven project, with one
 * profile per tool that publishes an OpenAPI description at build time.
 *
 * <p>Without a profile the build only compiles (the baseline). Profile {@code aclgen} puts the
 * aclgen processor on javac's processor path, as a user's {@code annotationProcessorPaths} does
 * (the aclgen jars are not in the local repository, so their paths are given directly). Profiles
 * {@code swagger} adds Swagger's {@code resolve} goal (its jakarta variant), and {@code smallrye}
 * SmallRye OpenAPI's scanner (see {@link SmallRyeSchema}), each with its defaults except for where
 * it writes.
 */
final class MavenProject {
  /** The version of the Swagger plugin measured; the jakarta variant, since the project is. */
  static final String SWAGGER_VERSION = "2.2.37";

  /** The version of SmallRye OpenAPI measured (its scanner; see {@link SmallRyeSchema}). */
  static final String SMALLRYE_VERSION = "4.0.11";

  private static final String SMALLRYE_CONFIG_VERSION = "3.9.1";
  private static final String EXEC_PLUGIN_VERSION = "3.5.1";

  private static final String JAKARTA_RS_VERSION = "3.1.0";
  private static final String COMPILER_PLUGIN_VERSION = "3.14.0";
  private static final String RESOURCES_PLUGIN_VERSION = "3.3.1";

  private MavenProject() {}

  /**
   * Writes {@code pom.xml} and {@code methods} resource methods under {@code root}.
   *
   * @param annotations aclgen's annotations jar, on the project's compile class path
   * @param processorPath aclgen's processor and what it needs (annotations, ACL language, access
   *     baseline, JavaPoet)
   * @param steps a class directory holding {@link SmallRyeSchema}
   */
  static void write(
      Path root,
      int methods,
      SyntheticProject.Bodies bodies,
      Path annotations,
      List<Path> processorPath,
      Path steps)
      throws IOException {
    SyntheticProject.write(root.resolve("src/main/java"), methods, bodies);
    String processors = processorPath.stream().map(Path::toString).collect(Collectors.joining(":"));
    Files.writeString(
        root.resolve("pom.xml"), pom(annotations, processors, steps), StandardCharsets.UTF_8);
  }

  private static String pom(Path annotations, String processorPath, Path steps) {
    return """
        <?xml version="1.0" encoding="UTF-8"?>
        <project xmlns="http://maven.apache.org/POM/4.0.0">
          <modelVersion>4.0.0</modelVersion>
          <groupId>bench</groupId>
          <artifactId>synthetic-api</artifactId>
          <version>1</version>
          <properties>
            <maven.compiler.release>17</maven.compiler.release>
            <project.build.sourceEncoding>UTF-8</project.build.sourceEncoding>
          </properties>
          <dependencies>
            <dependency>
              <groupId>jakarta.ws.rs</groupId>
              <artifactId>jakarta.ws.rs-api</artifactId>
              <version>%s</version>
              <scope>provided</scope>
            </dependency>
            <dependency>
              <groupId>org.aclgen</groupId>
              <artifactId>aclgen-annotations</artifactId>
              <version>bench</version>
              <scope>system</scope>
              <systemPath>%s</systemPath>
            </dependency>
          </dependencies>
          <build>
            <plugins>
              <plugin>
                <artifactId>maven-resources-plugin</artifactId>
                <version>%s</version>
              </plugin>
              <plugin>
                <artifactId>maven-compiler-plugin</artifactId>
                <version>%s</version>
                <configuration>
                  <proc>none</proc>
                </configuration>
              </plugin>
            </plugins>
          </build>
          <profiles>
        %s
          </profiles>
        </project>
        """
        .formatted(
            JAKARTA_RS_VERSION,
            annotations,
            RESOURCES_PLUGIN_VERSION,
            COMPILER_PLUGIN_VERSION,
            aclgenProfile(processorPath) + swaggerProfile() + smallryeProfile(steps));
  }

  /**
   * The baseline compiles with {@code -proc:none}; aclgen's profile turns processing on with aclgen
   * alone on the processor path, as a user who adds aclgen does. Its class path has no aclgen
   * runtime: like the other tools, it writes the descriptions only, as for a project that enforces
   * ACLs some other way, which says so to the processor ({@code -Aaclgen.runtime=elsewhere}).
   */
  private static String aclgenProfile(String processorPath) {
    return """
            <profile>
              <id>aclgen</id>
              <build>
                <plugins>
                  <plugin>
                    <artifactId>maven-compiler-plugin</artifactId>
                    <configuration combine.self="override">
                      <compilerArgs>
                        <arg>-processorpath</arg>
                        <arg>%s</arg>
                        <arg>-Aaclgen.missingAcl=ignore</arg>
                        <arg>-Aaclgen.runtime=elsewhere</arg>
                      </compilerArgs>
                    </configuration>
                  </plugin>
                </plugins>
              </build>
            </profile>
        """
        .formatted(processorPath);
  }

  private static String swaggerProfile() {
    return """
            <profile>
              <id>swagger</id>
              <build>
                <plugins>
                  <plugin>
                    <groupId>io.swagger.core.v3</groupId>
                    <artifactId>swagger-maven-plugin-jakarta</artifactId>
                    <version>%s</version>
                    <configuration>
                      <outputPath>${project.build.directory}/swagger</outputPath>
                      <outputFileName>openapi</outputFileName>
                      <outputFormat>YAML</outputFormat>
                      <prettyPrint>true</prettyPrint>
                      <resourcePackages>
                        <package>bench</package>
                      </resourcePackages>
                    </configuration>
                    <executions>
                      <execution>
                        <phase>compile</phase>
                        <goals>
                          <goal>resolve</goal>
                        </goals>
                      </execution>
                    </executions>
                  </plugin>
                </plugins>
              </build>
            </profile>
        """
        .formatted(SWAGGER_VERSION);
  }

  /**
   * SmallRye's scanner, run in Maven's JVM after the compile as its plugin runs it, from {@code
   * steps} (where {@link SmallRyeSchema} is).
   */
  private static String smallryeProfile(Path steps) {
    return """
            <profile>
              <id>smallrye</id>
              <build>
                <plugins>
                  <plugin>
                    <groupId>org.codehaus.mojo</groupId>
                    <artifactId>exec-maven-plugin</artifactId>
                    <version>%s</version>
                    <executions>
                      <execution>
                        <phase>process-classes</phase>
                        <goals>
                          <goal>java</goal>
                        </goals>
                      </execution>
                    </executions>
                    <configuration>
                      <mainClass>%s</mainClass>
                      <includeProjectDependencies>false</includeProjectDependencies>
                      <includePluginDependencies>true</includePluginDependencies>
                      <additionalClasspathElements>
                        <additionalClasspathElement>%s</additionalClasspathElement>
                      </additionalClasspathElements>
                      <arguments>
                        <argument>${project.build.outputDirectory}</argument>
                        <argument>${project.build.directory}/smallrye</argument>
                      </arguments>
                    </configuration>
                    <dependencies>
                      <dependency>
                        <groupId>io.smallrye</groupId>
                        <artifactId>smallrye-open-api-jaxrs</artifactId>
                        <version>%s</version>
                      </dependency>
                      <dependency>
                        <groupId>io.smallrye.config</groupId>
                        <artifactId>smallrye-config</artifactId>
                        <version>%s</version>
                      </dependency>
                    </dependencies>
                  </plugin>
                </plugins>
              </build>
            </profile>
        """
        .formatted(
            EXEC_PLUGIN_VERSION,
            SmallRyeSchema.class.getName(),
            steps,
            SMALLRYE_VERSION,
            SMALLRYE_CONFIG_VERSION);
  }
}
