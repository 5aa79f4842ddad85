#!/usr/bin/env bash
# Makes sure Debian's chromium and chromium-driver are installed, for the sample app's browser
# tests (Selenium drives /usr/bin/chromium through /usr/bin/chromedriver; nothing is downloaded
# at test time). Idempotent. It never fails the build: when they cannot be installed it says why
# on stderr, and the browser tests then fail under CI (CI set) or are skipped with the reason.
set -uo pipefail

log() { echo "chromium.sh: $*" >&2; }

as_root() {
  if [ "$(id -u)" -eq 0 ]; then
    "$@"
  elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    sudo -n "$@"
  else
    log "not root and no password-less sudo: cannot run $1"
    return 1
  fi
}

if [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromedriver ]; then
  log "chromium and chromedriver are installed"
  exit 0
fi
if ! command -v apt-get >/dev/null 2>&1; then
  log "no apt-get: cannot install chromium and chromium-driver"
  exit 0
fi
log "installing chromium and chromium-driver"
if as_root env DEBIAN_FRONTEND=noninteractive apt-get update -q </dev/null >/dev/null &&
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium chromium-driver \
    </dev/null >/dev/null; then
  log "installed: $(/usr/bin/chromium --version 2>/dev/null)"
else
  log "could not install chromium and chromium-driver: the browser tests will fail under CI"
fi
exit 0
