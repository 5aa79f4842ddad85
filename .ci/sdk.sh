#!/usr/bin/env bash
# CI: the platform's JavaScript SDK (@wazo/sdk, pinned in sdk-conformance/package.json and its
# lock file) installed into sdk-conformance/node_modules, where SdkConformanceTest drives it under
# node. Its dependency getstats points at a source host that cannot be reached: package.json
# overrides it with getstats 1.0.8 from the npm registry.
set -euo pipefail
cd "$(dirname "$0")/../sdk-conformance"

if ! command -v npm >/dev/null || ! command -v node >/dev/null; then
  echo "ci: node or npm is missing; install Node.js 20+ to run the SDK conformance suite" >&2
  exit 1
fi
if [ -f node_modules/@wazo/sdk/package.json ] \
    && grep -q '"version": "0.44.7"' node_modules/@wazo/sdk/package.json \
    && [ node_modules/.package-lock.json -nt package-lock.json ]; then
  exit 0
fi
npm ci --no-audit --no-fund
