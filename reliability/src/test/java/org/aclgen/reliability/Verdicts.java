package org.aclgen.reliability;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.aclgen.reliability.support.HttpReply;
import org.aclgen.reliability.support.Target;

/** Compares each reply of the path-value suite with the verdict of the matcher alone. */
final class Verdicts {

  private final Map<Integer, Integer> byStatus = new TreeMap<>();
  private final List<String> wrong = new ArrayList<>();
  private int requests;
  private int widened;
  private int serverErrors;

  void check(Target target, PathCase pathCase, Caller caller, HttpReply reply) {
    requests++;
    byStatus.merge(reply.status(), 1, Integer::sum);
    if (reply.status() >= 500) {
      serverErrors++;
    }
    boolean routed = pathCase.decoded() != null;
    String decoded = routed ? pathCase.decodedFor(caller.uuid()) : null;
    boolean allows = routed && target.matcherAllows(caller.check(), decoded);
    if (reply.status() / 100 == 2 && !allows) {
      widened++;
    }
    int expected =
        routed ? (allows ? target.passed().applyAsInt(decoded) : 403) : pathCase.fixedStatus();
    String problem = null;
    if (reply.status() != expected) {
      problem = "expected " + expected;
    } else if (routed && expected == 403) {
      String shown = reply.json().path("details").path("required_acl").asText();
      if (!shown.equals(target.requiredAcl(decoded))) {
        problem = "required_acl " + shown + " instead of " + target.requiredAcl(decoded);
      }
    } else if (routed && expected == 200 && reply.json().has("value")) {
      String echoed = reply.json().path("value").asText();
      if (!echoed.equals(decoded)) {
        problem = "the resource decoded " + echoed + " instead of " + decoded;
      }
    }
    if (problem != null) {
      wrong.add(pathCase.label() + " / " + caller.name() + ": " + problem + ", got " + reply);
    }
  }

  int requests() {
    return requests;
  }

  Map<Integer, Integer> byStatus() {
    return byStatus;
  }

  List<String> wrong() {
    return wrong;
  }

  int widened() {
    return widened;
  }

  int serverErrors() {
    return serverErrors;
  }
}
