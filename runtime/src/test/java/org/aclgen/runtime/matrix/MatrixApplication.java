package org.aclgen.runtime.matrix;

import jakarta.ws.rs.core.Application;
import jakarta.ws.rs.core.Feature;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.aclgen.runtime.ApiDescriptionResource;

/** The application under test: the matrix resources, the feature, the API description. */
public final class MatrixApplication extends Application {

  private final Feature feature;
  private final List<Class<?>> extraResources;
  private final Map<String, Object> properties = new HashMap<>();

  /** {@code feature} is aclgen's, or an integration's that configures aclgen's. */
  public MatrixApplication(Feature feature, Class<?>... extraResources) {
    this.feature = feature;
    this.extraResources = List.of(extraResources);
  }

  /** Sets one property of the application's configuration. */
  public MatrixApplication withProperty(String name, Object value) {
    properties.put(name, value);
    return this;
  }

  @Override
  public Map<String, Object> getProperties() {
    return properties;
  }

  @Override
  public Set<Class<?>> getClasses() {
    Set<Class<?>> classes =
        new LinkedHashSet<>(
            List.of(
                MatrixResources.Users.class,
                MatrixResources.Calls.class,
                MatrixResources.Misc.class,
                MatrixResources.Ping.class,
                MatrixResources.Echo.class,
                MatrixResources.Extensions.class,
                LocatorResources.Items.class,
                LocatorResources.Databases.class,
                LocatorResources.WhoAmI.class));
    classes.addAll(extraResources);
    return classes;
  }

  @Override
  @SuppressWarnings("deprecation") // still the portable way to hand over configured instances
  public Set<Object> getSingletons() {
    return Set.of(feature, new ApiDescriptionResource("confd"));
  }
}
