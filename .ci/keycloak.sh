#!/usr/bin/env bash
# Makes sure a Keycloak 26 answers on 127.0.0.1:${KEYCLOAK_PORT:-18080} with the realms of the
# aclgen-jwt tests (jwt/src/test/resources/keycloak/*-realm.json) imported at its start, so that
# the OpenID Connect tests run against a real provider. Idempotent: nothing is downloaded again,
# and a Keycloak that already answers with those realms is left as it is.
#
#   bash .ci/keycloak.sh          install, then start unless running (the build's shared instance)
#   bash .ci/keycloak.sh install  install only: print the directory of the unpacked distribution
#   KEYCLOAK_PORT=18123 bash .ci/keycloak.sh   another instance (a test that stops its own); its
#                                  process group id is written to <cache>/keycloak-<port>.pid
#
# The distribution is org.keycloak:keycloak-quarkus-dist from Maven Central, fetched with Maven
# (so through the same repository settings as the build) and unpacked under
# ${KEYCLOAK_CACHE:-$HOME/.cache/aclgen/keycloak}. Keycloak needs Java 21+: the newest JDK under
# /usr/lib/jvm is used (or $KEYCLOAK_JAVA_HOME). It runs in dev mode (in-memory H2, plain HTTP on
# loopback only) with a small heap, and its log goes to <cache>/keycloak-<port>.log.
#
# It never fails the build: when Keycloak cannot be made to answer, it says why on stderr and
# exits 0; the Keycloak tests then fail under CI, or report themselves as skipped elsewhere.
set -uo pipefail

readonly VERSION="${KEYCLOAK_VERSION:-26.7.3}"
readonly PORT="${KEYCLOAK_PORT:-18080}"
readonly CACHE="${KEYCLOAK_CACHE:-$HOME/.cache/aclgen/keycloak}"
readonly WAIT_SECONDS="${KEYCLOAK_WAIT_SECONDS:-240}"
readonly ROOT="$(cd "$(dirname "$0")/.." && pwd)"
readonly REALMS="$ROOT/jwt/src/test/resources/keycloak"
readonly HOME_DIR="$CACHE/keycloak-$VERSION"
readonly DEPENDENCY_PLUGIN="org.apache.maven.plugins:maven-dependency-plugin:3.8.1"
# Each port runs from a copy of its own: a dev-mode start rewrites files under the installation.
readonly INSTANCE_DIR="$CACHE/instance-$VERSION-$PORT"

. "$(dirname "$0")/common.sh"

install_keycloak() {
  [ -x "$HOME_DIR/bin/kc.sh" ] && return 0
  mkdir -p "$CACHE" || return 1
  log "fetching org.keycloak:keycloak-quarkus-dist:$VERSION from Maven Central"
  # Run outside the project, so that the goal runs once and not for every module of the reactor.
  (cd "$CACHE" && mvn -B -q "$DEPENDENCY_PLUGIN:copy" \
    "-Dartifact=org.keycloak:keycloak-quarkus-dist:$VERSION:tar.gz" "-DoutputDirectory=$CACHE" \
    </dev/null >&2) || return 1
  local unpacking="$CACHE/unpacking-$$"
  rm -rf "$unpacking" && mkdir -p "$unpacking" &&
    tar -xzf "$CACHE/keycloak-quarkus-dist-$VERSION.tar.gz" -C "$unpacking" || return 1
  # Renamed into place last, so an interrupted unpack is never taken for an installation.
  mv "$unpacking/keycloak-$VERSION" "$HOME_DIR" && rm -rf "$unpacking" \
    "$CACHE/keycloak-quarkus-dist-$VERSION.tar.gz"
}

# The newest JDK of version 21 or later: Keycloak 26 does not run on 17.
find_java() {
  if [ -n "${KEYCLOAK_JAVA_HOME:-}" ]; then
    echo "$KEYCLOAK_JAVA_HOME"
    return 0
  fi
  local best="" best_version=0 java version
  for java in /usr/lib/jvm/*/bin/java; do
    [ -x "$java" ] || continue
    version=$("$java" -XshowSettings:properties -version 2>&1 |
      sed -n 's/^ *java\.specification\.version = \([0-9]*\).*/\1/p')
    if [ -n "$version" ] && [ "$version" -ge 21 ] && [ "$version" -gt "$best_version" ]; then
      best=$(dirname "$(dirname "$java")")
      best_version=$version
    fi
  done
  [ -n "$best" ] || { log "no JDK 21+ under /usr/lib/jvm: Keycloak 26 needs one"; return 1; }
  echo "$best"
}

answers() {
  curl -fsS -o /dev/null --max-time 5 \
    "http://127.0.0.1:$PORT/realms/aclgen/.well-known/openid-configuration" 2>/dev/null
}

start_keycloak() {
  local java_home
  java_home=$(find_java) || return 1
  if [ ! -x "$INSTANCE_DIR/bin/kc.sh" ]; then
    rm -rf "$INSTANCE_DIR.tmp" && cp -a "$HOME_DIR" "$INSTANCE_DIR.tmp" &&
      mv "$INSTANCE_DIR.tmp" "$INSTANCE_DIR" || return 1
  fi
  mkdir -p "$INSTANCE_DIR/data/import" &&
    cp "$REALMS"/*-realm.json "$INSTANCE_DIR/data/import/" || return 1
  log "starting Keycloak $VERSION on 127.0.0.1:$PORT with $java_home"
  cd "$INSTANCE_DIR" || return 1
  # Its own session, so that it outlives this script and a stop can end its whole group.
  JAVA_HOME="$java_home" JAVA_OPTS_KC_HEAP="-Xms64m -Xmx512m" \
    KC_BOOTSTRAP_ADMIN_USERNAME=admin KC_BOOTSTRAP_ADMIN_PASSWORD=admin \
    setsid bin/kc.sh start-dev --import-realm --db=dev-mem \
    --http-host=127.0.0.1 --http-port="$PORT" --http-management-port="$((PORT + 10000))" \
    --cache=local --log-level=warn,org.keycloak.services:info \
    </dev/null >"$CACHE/keycloak-$PORT.log" 2>&1 &
  echo $! >"$CACHE/keycloak-$PORT.pid"
  cd "$ROOT" || return 1
}

wait_for_keycloak() {
  local waited=0
  until answers; do
    if [ "$waited" -ge "$WAIT_SECONDS" ]; then
      log "Keycloak did not answer on 127.0.0.1:$PORT within ${WAIT_SECONDS}s; its log:"
      tail -n 30 "$CACHE/keycloak-$PORT.log" >&2
      return 1
    fi
    sleep 2
    waited=$((waited + 2))
  done
}

main() {
  if [ "${1:-}" = install ]; then
    install_keycloak && echo "$HOME_DIR"
    return
  fi
  command -v curl >/dev/null 2>&1 || apt_install curl || true
  if answers; then
    log "Keycloak already answers on 127.0.0.1:$PORT"
    return 0
  fi
  if install_keycloak && start_keycloak && wait_for_keycloak; then
    log "Keycloak $VERSION is up on 127.0.0.1:$PORT with the realms aclgen and aclgen-other"
  else
    log "no Keycloak: the Keycloak tests will fail under CI, or be reported as skipped"
  fi
  return 0
}

main "$@"
