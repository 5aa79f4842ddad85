#!/usr/bin/env bash
# Makes sure a RabbitMQ broker answers on localhost:5672 so that the sample app's RabbitMQ tests
# run. Idempotent: does nothing when a broker already answers. Installs Debian's rabbitmq-server
# when it is missing (needs root or password-less sudo), starts it, and waits until it answers.
# It never fails the build: when the broker cannot be made to answer, it says why on stderr and
# exits 0, and the RabbitMQ tests then report themselves as skipped with the reason.
set -uo pipefail

readonly WAIT_SECONDS="${RABBITMQ_WAIT_SECONDS:-120}"

. "$(dirname "$0")/common.sh"

broker_answers() {
  # A TCP connect is enough to know the listener is up; the AMQP handshake is the tests' job.
  timeout 2 bash -c 'exec 3<>/dev/tcp/127.0.0.1/5672' 2>/dev/null
}

install_broker() {
  command -v rabbitmq-server >/dev/null 2>&1 && return 0
  apt_install --no-install-recommends rabbitmq-server
}

start_broker() {
  log "starting rabbitmq-server"
  # Debian's package may not start the service (policy-rc.d in containers); start it directly.
  as_root rabbitmq-server -detached </dev/null >/dev/null 2>&1 ||
    as_root service rabbitmq-server start </dev/null >/dev/null 2>&1
}

wait_for_broker() {
  local waited=0
  until broker_answers; do
    if [ "$waited" -ge "$WAIT_SECONDS" ]; then
      log "rabbitmq-server did not answer on 127.0.0.1:5672 within ${WAIT_SECONDS}s"
      return 1
    fi
    sleep 2
    waited=$((waited + 2))
  done
  # The port opens before the broker accepts logins; wait for the rabbit application too.
  as_root rabbitmqctl await_startup --timeout "$WAIT_SECONDS" </dev/null >/dev/null 2>&1 || true
}

main() {
  if broker_answers; then
    log "a broker already answers on 127.0.0.1:5672"
    return 0
  fi
  if install_broker && start_broker && wait_for_broker; then
    log "rabbitmq-server is up on 127.0.0.1:5672"
  else
    log "no RabbitMQ broker: the RabbitMQ tests will be reported as skipped"
  fi
  return 0
}

main "$@"
