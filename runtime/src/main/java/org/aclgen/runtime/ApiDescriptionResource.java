package org.aclgen.runtime;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Response;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import org.aclgen.acl.registry.AclRegistry;
import org.aclgen.acl.registry.RegistryDiscovery;

/**
 * A public JAX-RS resource that serves the API description the aclgen processor generated for a
 * service, {@code META-INF/aclgen/<service>/openapi.yaml}, at {@code api/api.yml} under the
 * application root, as {@code application/yaml} (or {@code text/yaml} when the client asks for it).
 *
 * <pre>{@code
 * resourceConfig.register(new ApiDescriptionResource("confd"));  // GET {root}/api/api.yml
 * }</pre>
 *
 * <p>{@link AclFeature} never protects it. To publish at another path, subclass it with your own
 * {@code @Path}; the subclass is public as well. The file is read once, when the resource is
 * created, and a missing file is an error then rather than a 404 later.
 */
@Path("api/api.yml")
public class ApiDescriptionResource {

  /** The media type of the description. */
  public static final String APPLICATION_YAML = "application/yaml";

  /** The older media type some clients ask for. */
  public static final String TEXT_YAML = "text/yaml";

  private static final Pattern SERVICE = Pattern.compile("[A-Za-z0-9_-]+");

  private final String service;
  private final byte[] description;

  /**
   * Serves the description of the only service that the registries on the class path name: the
   * constructor a stack calls when it deploys this class by itself (Quarkus discovers it in the
   * runtime jar; {@code register(ApiDescriptionResource.class)} elsewhere).
   *
   * @throws IllegalStateException if the registries name no service or several: then register
   *     {@code new ApiDescriptionResource("name")}, or a subclass with its own {@code @Path}
   */
  public ApiDescriptionResource() {
    this(onlyService());
  }

  /**
   * Serves the description of {@code service}, found through the thread's context class loader if
   * it has the file, else through aclgen's own class loader.
   */
  public ApiDescriptionResource(String service) {
    this(service, loaderWith(service));
  }

  /**
   * Serves the description of {@code service} found through {@code loader}.
   *
   * @throws IllegalArgumentException if the service name is not one word or the file is missing
   */
  public ApiDescriptionResource(String service, ClassLoader loader) {
    Objects.requireNonNull(service, "service");
    Objects.requireNonNull(loader, "loader");
    if (!SERVICE.matcher(service).matches()) {
      throw new IllegalArgumentException(
          "service must be a single name of letters, digits, '-' or '_', got '" + service + "'");
    }
    this.service = service;
    this.description = read(loader, resourcePath(service));
  }

  /** Where the processor writes the description of {@code service} on the class path. */
  public static String resourcePath(String service) {
    return "META-INF/aclgen/" + service + "/openapi.yaml";
  }

  /** The description, as generated. */
  @GET
  @Produces({APPLICATION_YAML, TEXT_YAML})
  public Response description() {
    return Response.ok(description.clone()).build();
  }

  /** The service whose description this resource serves. */
  public String service() {
    return service;
  }

  private static String onlyService() {
    Set<String> services = new TreeSet<>();
    for (AclRegistry registry : RegistryDiscovery.discover(ApiDescriptionResource.class)) {
      registry.entries().forEach(entry -> services.add(entry.service()));
    }
    if (services.size() != 1) {
      throw new IllegalStateException(RuntimeMessage.DESCRIPTION_SERVICE.format(services));
    }
    return services.iterator().next();
  }

  private static ClassLoader loaderWith(String service) {
    ClassLoader context = Thread.currentThread().getContextClassLoader();
    if (context != null && context.getResource(resourcePath(service)) != null) {
      return context;
    }
    return ApiDescriptionResource.class.getClassLoader();
  }

  private static byte[] read(ClassLoader loader, String path) {
    try (InputStream in = loader.getResourceAsStream(path)) {
      if (in == null) {
        throw new IllegalArgumentException(RuntimeMessage.NO_DESCRIPTION.format(path));
      }
      return in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException(RuntimeMessage.UNREADABLE_DESCRIPTION.format(path, e), e);
    }
  }
}
