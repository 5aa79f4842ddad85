package org.aclgen.quarkus.deployment;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.QueryParam;
import org.aclgen.annotations.RequiredAcl;

/** Operations whose ACLs are filled from path values, a query value and along a locator. */
@Path("/users/{userId}")
@RequiredAcl
public class UserLinesResource {

  /** {@code demo.users.{userId}.lines.{lineId}.read}, the line read as a number. */
  @GET
  @Path("/lines/{lineId}")
  public String line(@PathParam("userId") String userId, @PathParam("lineId") long lineId) {
    return userId + "/" + lineId;
  }

  /** {@code demo.users.{userId}.search.{term}.read}, the term from the query. */
  @GET
  @Path("/search")
  @RequiredAcl("demo.users.{userId}.search.{term}.read")
  public String search(@PathParam("userId") String userId, @QueryParam("term") String term) {
    return term;
  }

  /** A sub-resource locator: the device's operations are authorized in their turn. */
  @Path("/devices/{deviceId}")
  public DeviceResource device(@PathParam("deviceId") String deviceId) {
    return new DeviceResource(deviceId);
  }

  /** The device a locator leads to. */
  @RequiredAcl
  public static class DeviceResource {

    private final String deviceId;

    DeviceResource(String deviceId) {
      this.deviceId = deviceId;
    }

    /** {@code demo.users.{userId}.devices.{deviceId}.read} */
    @GET
    public String read() {
      return deviceId;
    }
  }
}
