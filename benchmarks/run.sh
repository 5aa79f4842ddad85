#!/usr/bin/env bash
# Runs aclgen's benchmarks and writes their Markdown reports to benchmarks/results/<suite>.md.
#
#   benchmarks/run.sh [matcher|processor|processor-ab|openapi-tools|http|decisions|quarkus|cache|jwt|jwt-ab|all] [--option value ...]
#
# Every figure is a ratio measured in one run against a baseline on the same machine, with the
# median and the spread. Options after the suite go to that suite (see BENCHMARKS.md), e.g.
#   benchmarks/run.sh matcher --iterations 10 --forks 2
# The defaults keep `all` under 15 minutes on 2 cores; openapi-tools (Maven builds of a synthetic
# project, offline, about 5 minutes) and processor-ab (the processor's own cost in two builds,
# --before JAR --after JAR, about 3 minutes) and jwt-ab (the warm JWT request of two builds,
# --before JAR --after JAR, about 2 minutes) run only when named.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
jar="$here/target/benchmarks.jar"
sample_app_jar="$root/sample-app/target/aclgen-sample-app.jar"
# The quarkus suite's services: the same sources with aclgen and without, with Quarkus's own
# security (the peer) and with aclgen validating JWTs.
quarkus_jars=("$root"/stacks/bench-quarkus-{protected,twin,peer,aclgen-jwt}/target/quarkus-app/quarkus-run.jar)
suite="${1:-all}"
[[ $# -gt 0 ]] && shift

case "$suite" in
  matcher | processor | processor-ab | openapi-tools | http | decisions | quarkus | cache | jwt | jwt-ab | all) ;;
  *)
    echo "usage: $0 [matcher|processor|processor-ab|openapi-tools|http|decisions|quarkus|cache|jwt|jwt-ab|all] [--option value ...]" >&2
    exit 2
    ;;
esac

# Builds the jars (benchmarks; the sample app that the http and quarkus suites start as their
# token service; the quarkus suite's services, which the benchmarks module's build orders before
# it) when one is missing or older than any source or pom they are made from.
needs_build() {
  [[ ! -f "$jar" || ! -f "$sample_app_jar" ]] && return 0
  local quarkus_jar
  for quarkus_jar in "${quarkus_jars[@]}"; do
    [[ ! -f "$quarkus_jar" ]] && return 0
  done
  local newer
  newer="$(find "$root/pom.xml" "$root"/*/pom.xml "$root"/*/src "$root"/stacks/bench-quarkus-*/pom.xml \
    "$root"/stacks/bench-quarkus-*/src -newer "$jar" -type f -print -quit 2>/dev/null)"
  [[ -n "$newer" ]]
}

if needs_build; then
  echo "building $jar ..." >&2
  # From clean: an incremental package can keep a Quarkus service's classes generated from an older
  # build of aclgen-quarkus (seen once: a service that died at start on a bean without its
  # injections), and a benchmark must measure the sources as they are.
  (cd "$root" && mvn -B -q -pl benchmarks,sample-app -am clean package -DskipTests)
fi

run() {
  echo "running the $1 benchmarks ..." >&2
  local heap=()
  # The processor suite compiles projects of several sizes in this JVM: a fixed heap with a large
  # young generation keeps heap resizing and collections from weighing more on the larger project.
  [[ "$1" == processor || "$1" == processor-ab ]] && heap=(-Xms4g -Xmx4g -Xmn2g)
  (cd "$root" && java "${heap[@]}" -cp "$jar" org.aclgen.benchmarks.Main "$@")
}

if [[ "$suite" == all ]]; then
  if [[ $# -gt 0 ]]; then
    echo "options apply to one suite; run the suites one by one to pass them" >&2
    exit 2
  fi
  run matcher
  run processor
  run http
  run decisions
  run quarkus
  run cache
else
  run "$suite" "$@"
fi
