#!/usr/bin/env bash
# Runs the FULL forms of the reliability suites (profile reliability-full) and prints their
# figures; the short forms run in every `mvn -B verify`. Extra arguments go to Maven, for
# example -Dreliability.seed=123 to replay a processor fuzz run.
set -euo pipefail
cd "$(dirname "$0")/.."
rm -f reliability/target/reliability-figures.txt
mvn -B -pl reliability -am verify -Preliability-full \
  -Dtest='org/aclgen/reliability/**/*' -Dsurefire.failIfNoSpecifiedTests=false \
  -DskipITs -Dinvoker.skip=true "$@"
echo
echo "== figures (reliability/target/reliability-figures.txt) =="
cat reliability/target/reliability-figures.txt
