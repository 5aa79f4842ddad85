package org.aclgen.sample.showcase.confd;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.aclgen.annotations.RequiredAcl;

/**
 * The platform's identity: its uuid and version. A client such as {@code @wazo/sdk} reads {@code
 * wazo_version} at login to choose which APIs it calls.
 */
@Path("/infos")
@Produces(MediaType.APPLICATION_JSON)
@RequiredAcl
public final class InfosResource {

  /** The version of the platform whose APIs the sample app mirrors. */
  public static final String WAZO_VERSION = "23.16";

  private final String uuid;

  /** Answers with the platform uuid {@code uuid}. */
  public InfosResource(String uuid) {
    this.uuid = uuid;
  }

  /**
   * The platform's identity.
   *
   * @param uuid the platform's uuid
   * @param wazoVersion the version of the platform's APIs
   */
  public record Infos(String uuid, String wazoVersion) {}

  /** Reads the platform's identity. */
  @GET
  public Infos infos() {
    return new Infos(uuid, WAZO_VERSION);
  }
}
