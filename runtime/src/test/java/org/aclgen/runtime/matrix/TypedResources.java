package org.aclgen.runtime.matrix;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.UUID;

/**
 * Resources that read their path values as typed Java values, one per kind; each answers the value
 * as it read it, so a test sees which value passed the ACL. {@link TypedRegistry} lists them.
 */
public final class TypedResources {

  private TypedResources() {}

  /** A value read through an enum's implicit {@code valueOf}. */
  public enum Color {
    RED,
    BLUE
  }

  /** One method per parameter type. */
  @Path("/typed")
  @Produces(MediaType.TEXT_PLAIN)
  public static class Typed {
    @GET
    @Path("int/{v}")
    public String integer(@PathParam("v") int v) {
      return "int " + v;
    }

    @GET
    @Path("long/{v}")
    public String boxedLong(@PathParam("v") Long v) {
      return "long " + v;
    }

    @GET
    @Path("short/{v}")
    public String shortValue(@PathParam("v") short v) {
      return "short " + v;
    }

    @GET
    @Path("byte/{v}")
    public String boxedByte(@PathParam("v") Byte v) {
      return "byte " + v;
    }

    @GET
    @Path("bool/{v}")
    public String bool(@PathParam("v") boolean v) {
      return "bool " + v;
    }

    @GET
    @Path("double/{v}")
    public String doubleValue(@PathParam("v") double v) {
      return "double " + v;
    }

    @GET
    @Path("bigint/{v}")
    public String bigInteger(@PathParam("v") BigInteger v) {
      return "bigint " + v;
    }

    @GET
    @Path("decimal/{v}")
    public String decimal(@PathParam("v") BigDecimal v) {
      return "decimal " + v;
    }

    @GET
    @Path("char/{v}")
    public String character(@PathParam("v") char v) {
      return "char " + v;
    }

    @GET
    @Path("uuid/{v}")
    public String uuid(@PathParam("v") UUID v) {
      return "uuid " + v;
    }

    @GET
    @Path("enum/{v}")
    public String color(@PathParam("v") Color v) {
      return "enum " + v;
    }
  }

  /** A path value injected into a field rather than a method parameter. */
  @Path("/fields/{line_id}")
  @Produces(MediaType.TEXT_PLAIN)
  public static class Fields {
    @PathParam("line_id")
    int lineId;

    @GET
    public String line() {
      return "line " + lineId;
    }
  }
}
