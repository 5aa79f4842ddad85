package org.aclgen.sample.http;

import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Response;
import java.util.List;
import org.aclgen.sample.showcase.domain.InvalidRequestException;

/**
 * The paging of a list request, taken as a {@code @BeanParam}: {@code limit} and {@code offset},
 * and {@code skip}, the deprecated old name of {@code offset}. aclgen reads the fields, so every
 * list operation's API description carries the three query parameters.
 *
 * <p>A reply to a request that used {@code skip} carries a {@code Deprecation} header and a {@code
 * Warning} that names the replacement, so that clients learn about it before it goes.
 */
public final class Paging {

  /** The header set when the request used {@code skip}. */
  public static final String DEPRECATION = "Deprecation";

  /** The most items to return; all when absent. */
  @QueryParam("limit")
  private Integer limit;

  /** How many items to skip first; none when absent. */
  @QueryParam("offset")
  private Integer offset;

  /** The deprecated old name of {@code offset}. */
  @Deprecated
  @QueryParam("skip")
  private Integer skip;

  /** Filled by JAX-RS from the request's query. */
  public Paging() {}

  /**
   * The reply {@code {"total": N, "items": [...]}} for the requested page of {@code all}.
   *
   * @throws InvalidRequestException naming the parameter if a value is negative, or if both {@code
   *     offset} and {@code skip} are given
   */
  public Response page(List<?> all) {
    nonNegative("limit", limit);
    nonNegative("offset", offset);
    nonNegative("skip", skip);
    if (offset != null && skip != null) {
      throw new InvalidRequestException(
          "give offset or skip, not both; skip is the deprecated old name of offset");
    }
    int start = offset != null ? offset : skip != null ? skip : 0;
    int from = Math.min(start, all.size());
    int to = limit == null ? all.size() : (int) Math.min((long) from + limit, all.size());
    Response.ResponseBuilder reply = Response.ok(new Page<>(all.size(), all.subList(from, to)));
    if (skip != null) {
      reply
          .header(DEPRECATION, "true")
          .header("Warning", "299 - \"the query parameter skip is deprecated: use offset\"");
    }
    return reply.build();
  }

  private static void nonNegative(String name, Integer value) {
    if (value != null && value < 0) {
      throw new InvalidRequestException(
          "query parameter " + name + " must be 0 or more, got " + value);
    }
  }
}
