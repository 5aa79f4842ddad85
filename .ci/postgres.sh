#!/usr/bin/env bash
# Makes sure PostgreSQL answers on 127.0.0.1:5432 with the role `aclgen` (password `aclgen`) and
# the database `aclgen`, so that the sample app's PostgreSQL token-store tests run. Idempotent.
# Installs Debian's postgresql when it is missing (needs root or password-less sudo) and starts
# the default cluster with Debian's pg_ctlcluster, which runs the server as the postgres user
# (initdb and postgres refuse root). The tests that stop a database create their own cluster.
# It never fails the build: when PostgreSQL cannot be made to answer, it says why on stderr and
# exits 0; the PostgreSQL tests then fail under CI, or report themselves as skipped elsewhere.
set -uo pipefail

readonly WAIT_SECONDS="${POSTGRES_WAIT_SECONDS:-60}"

. "$(dirname "$0")/common.sh"

as_postgres() {
  if [ "$(id -u)" -eq 0 ]; then
    runuser -u postgres -- "$@"
  else
    as_root -u postgres "$@"
  fi
}

install_postgres() {
  command -v pg_lsclusters >/dev/null 2>&1 && ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1 &&
    return 0
  apt_install postgresql
}

# The default cluster: Debian's `main` of the newest installed version, created when missing.
start_cluster() {
  local version
  version=$(ls /usr/lib/postgresql | sort -V | tail -n 1)
  if ! pg_lsclusters -h | awk '{print $1" "$2}' | grep -qx "$version main"; then
    log "creating cluster $version/main"
    as_root pg_createcluster "$version" main -p 5432 </dev/null >/dev/null || return 1
  fi
  if ! pg_lsclusters -h | awk -v v="$version" '$1 == v && $2 == "main" {print $4}' | grep -q online; then
    log "starting cluster $version/main"
    as_root pg_ctlcluster "$version" main start </dev/null >/dev/null 2>&1 ||
      as_root service postgresql start </dev/null >/dev/null 2>&1
  fi
}

wait_for_server() {
  local waited=0
  until pg_isready -q -h 127.0.0.1 -p 5432; do
    if [ "$waited" -ge "$WAIT_SECONDS" ]; then
      log "PostgreSQL did not answer on 127.0.0.1:5432 within ${WAIT_SECONDS}s"
      return 1
    fi
    sleep 1
    waited=$((waited + 1))
  done
}

# The role may create databases: the tests give each test class a fresh one, dropped after.
create_role_and_database() {
  as_postgres psql -q -v ON_ERROR_STOP=1 -d postgres <<'SQL' >/dev/null
SELECT 'CREATE ROLE aclgen LOGIN CREATEDB PASSWORD ''aclgen'''
WHERE NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'aclgen') \gexec
SELECT 'CREATE DATABASE aclgen OWNER aclgen'
WHERE NOT EXISTS (SELECT FROM pg_database WHERE datname = 'aclgen') \gexec
SQL
}

main() {
  if install_postgres && start_cluster && wait_for_server && create_role_and_database; then
    log "PostgreSQL is up on 127.0.0.1:5432 with role and database aclgen"
  else
    log "no PostgreSQL: the PostgreSQL tests will fail under CI, or be reported as skipped"
  fi
  return 0
}

main "$@"
