#!/usr/bin/env bash
# The core without a plugin (issue 19): builds the app and runs the unit suite with the plugins named in
# CARTA_PLUGINS_EXCLUDE (default: the venue-group mode) dropped from plugins/plugin-list.ts, leaving out only the
# tests of those plugins themselves and the check that docs/blocks.json describes every block of the full list. Browser tests of the core run the same way: CARTA_PLUGINS_EXCLUDE=… npx playwright test.
set -euo pipefail
cd "$(dirname "$0")/.."
export CARTA_PLUGINS_EXCLUDE="${CARTA_PLUGINS_EXCLUDE:-integration-venue-group}"
npx vite build --logLevel warn
npx vitest run tests/unit \
  --exclude 'tests/unit/plugins/venue-group/**' \
  --exclude 'tests/unit/plugins/integration-venue-group.test.ts' \
  --exclude 'tests/unit/docs/layout-docs.test.ts' \
  --exclude 'tests/unit/server/**'
