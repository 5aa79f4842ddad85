package org.aclgen.sample.showcase.confd;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.aclgen.sample.http.JsonFields;
import org.aclgen.sample.showcase.domain.Directory;
import org.aclgen.sample.showcase.domain.FuncKeyDestination;
import org.aclgen.sample.showcase.domain.InvalidRequestException;
import org.aclgen.sample.showcase.domain.Numbers;

/** The body of a function key write, checked field by field. */
record FuncKeyInput(String label, boolean blf, FuncKeyDestination destination) {

  private static final List<String> FIELDS = List.of("label", "blf", "destination");
  private static final List<String> DESTINATION_FIELDS = List.of("type", "exten", "user_id");

  static FuncKeyInput read(JsonNode body) {
    JsonFields fields = JsonFields.of(body, FIELDS);
    String label = fields.optionalText("label").orElse("");
    boolean blf = fields.optionalBoolean("blf").orElse(false);
    return new FuncKeyInput(
        label, blf, destination(fields.object("destination", DESTINATION_FIELDS)));
  }

  private static FuncKeyDestination destination(JsonFields to) {
    String type = to.text("type");
    switch (type) {
      case "custom":
        onlyField(to, type, "exten");
        return FuncKeyDestination.custom(Numbers.exten(to.text("exten"), "destination.exten"));
      case "user":
        onlyField(to, type, "user_id");
        return FuncKeyDestination.user(
            Directory.userUuid(to.text("user_id"), "destination.user_id"));
      case "park":
        onlyField(to, type, null);
        return FuncKeyDestination.park();
      default:
        throw new InvalidRequestException(
            "field destination.type must be custom, user or park, got '" + type + "'");
    }
  }

  private static void onlyField(JsonFields to, String type, String allowed) {
    for (String field : List.of("exten", "user_id")) {
      if (!field.equals(allowed) && to.has(field)) {
        throw new InvalidRequestException(
            "field destination." + field + " does not apply to destination type " + type);
      }
    }
  }
}
