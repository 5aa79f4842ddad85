package org.aclgen.sample.http;

import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.ExceptionMapper;
import jakarta.ws.rs.ext.Provider;
import java.io.IOException;
import java.util.Map;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.aclgen.sample.showcase.domain.InvalidRequestException;
import org.aclgen.sample.showcase.domain.UnknownIdException;
import org.glassfish.jersey.server.ParamException;

/**
 * Turns every exception that leaves a resource into a JSON error reply.
 *
 * <p>Refused input is a 400 ({@code invalid-data}) and unknown ids a 404 ({@code not-found}); a
 * query parameter that is not a number is a 400 naming the parameter, where Jersey would answer
 * 404. A body past its endpoint's limit is a 413. Anything unexpected, errors such as {@link
 * OutOfMemoryError} included, is answered 500 without details, and logged.
 */
@Provider
public final class ErrorMapper implements ExceptionMapper<Throwable> {

  private static final Logger LOG = Logger.getLogger(ErrorMapper.class.getName());

  @Override
  public Response toResponse(Throwable error) {
    if (error instanceof InvalidRequestException) {
      return ErrorBody.reply(Response.Status.BAD_REQUEST, error.getMessage(), "invalid-data");
    }
    if (error instanceof UnknownIdException) {
      return ErrorBody.reply(Response.Status.NOT_FOUND, error.getMessage(), "not-found");
    }
    if (error instanceof ParamException.QueryParamException param) {
      String name = param.getParameterName();
      return ErrorBody.reply(
          400,
          "query parameter " + name + " must be an integer",
          "invalid-data",
          Map.of("parameter", name));
    }
    if (error instanceof ParamException.PathParamException param) {
      String name = param.getParameterName();
      return ErrorBody.reply(
          404,
          "path parameter " + name + " must be an integer",
          "not-found",
          Map.of("parameter", name));
    }
    if (error instanceof WebApplicationException web) {
      return fromWebApplication(web.getResponse());
    }
    for (Throwable cause = error; cause != null; cause = cause.getCause()) {
      if (cause instanceof BodyTooLargeException tooLarge) {
        return JsonBodyProvider.tooLarge(tooLarge.limit());
      }
    }
    for (Throwable cause = error; cause != null; cause = cause.getCause()) {
      if (cause instanceof IOException) {
        // The client went away or broke off its body: nothing of the server to log.
        LOG.log(Level.FINE, "a request body could not be read", error);
        return ErrorBody.reply(
            Response.Status.BAD_REQUEST, "the request body could not be read", "invalid-data");
      }
    }
    if (error instanceof OutOfMemoryError) {
      // Logging a stack trace needs memory that is not there: answer, and let the request go.
      return ErrorBody.reply(
          Response.Status.INTERNAL_SERVER_ERROR, "internal error", "internal-error");
    }
    LOG.log(Level.SEVERE, "unexpected error in a resource", error);
    return ErrorBody.reply(
        Response.Status.INTERNAL_SERVER_ERROR, "internal error", "internal-error");
  }

  private static Response fromWebApplication(Response original) {
    if (MediaType.APPLICATION_JSON_TYPE.isCompatible(original.getMediaType())) {
      return original;
    }
    Response.StatusType status = original.getStatusInfo();
    Response.ResponseBuilder reply =
        Response.fromResponse(original)
            .type(MediaType.APPLICATION_JSON_TYPE)
            .entity(
                ErrorBody.of(
                    status.getReasonPhrase(), ErrorBody.errorId(status.getStatusCode()), Map.of()));
    return reply.build();
  }
}
