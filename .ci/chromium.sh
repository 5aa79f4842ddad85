#!/usr/bin/env bash
# Makes sure Debian's chromium and chromium-driver are installed, for the sample app's browser
# tests (Selenium drives /usr/bin/chromium through /usr/bin/chromedriver; nothing is downloaded
# at test time). Idempotent. It never fails the build: when they cannot be installed it says why
# on stderr, and the browser tests then fail under CI (CI set) or are skipped with the reason.
set -uo pipefail

. "$(dirname "$0")/common.sh"

if [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromedriver ]; then
  log "chromium and chromedriver are installed"
  exit 0
fi
if apt_install chromium chromium-driver; then
  log "installed: $(/usr/bin/chromium --version 2>/dev/null)"
else
  log "could not install chromium and chromium-driver: the browser tests will fail under CI"
fi
exit 0
