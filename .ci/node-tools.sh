#!/usr/bin/env bash
# CI: the Node tools that tests run, installed with npm into the project-local target/node-tools
# (never globally). Today: @redocly/cli, which RedoclyLintTest runs on the generated API
# descriptions. Pinned, so that a new rule cannot break the build unannounced.
set -euo pipefail
cd "$(dirname "$0")/.."

REDOCLY_VERSION=2.77.0
prefix=target/node-tools
if [ -x "$prefix/node_modules/.bin/redocly" ] \
    && [ "$("$prefix/node_modules/.bin/redocly" --version 2>/dev/null)" = "$REDOCLY_VERSION" ]; then
  exit 0
fi
if ! command -v npm >/dev/null; then
  echo "ci: npm is missing; install Node.js 20+ to run the redocly lint of the API descriptions" >&2
  exit 1
fi
mkdir -p "$prefix"
npm install --no-audit --no-fund --prefix "$prefix" "@redocly/cli@$REDOCLY_VERSION"
