#!/usr/bin/env bash
# Runs tests/db against a throwaway PostgreSQL cluster from Debian's packages.
set -euo pipefail
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  echo "Installing Debian's postgresql for the database tests…"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql >/dev/null
fi
PGBIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
WORK=$(mktemp -d /tmp/carta-pg.XXXXXX)
RUN=()
if [ "$(id -u)" = "0" ]; then
  chown postgres "$WORK"
  RUN=(runuser -u postgres --)
fi
trap '"${RUN[@]}" "$PGBIN/pg_ctl" -D "$WORK/data" -m fast stop >/dev/null 2>&1 || true; rm -rf "$WORK"' EXIT
"${RUN[@]}" "$PGBIN/initdb" -D "$WORK/data" -A trust -U carta >/dev/null
# A port free at the moment, asked of the system each try: a fixed one (55432 until 2026-11-28) lies in Linux's
# ephemeral range, where a test's client connection once held it and the server could not start. CARTA_PG_PORT
# names one to use instead.
free_port() { node -e 'const s = require("node:net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); });'; }
started=0
for attempt in 1 2 3 4 5; do
  PORT=${CARTA_PG_PORT:-$(free_port)}
  if "${RUN[@]}" "$PGBIN/pg_ctl" -D "$WORK/data" -l "$WORK/log" -o "-p $PORT -k $WORK -c listen_addresses=127.0.0.1" -w start >/dev/null; then
    started=1
    break
  fi
  echo "PostgreSQL did not start on port $PORT (try $attempt): $(tail -n 2 "$WORK/log" | tr '\n' ' ')"
  [ -n "${CARTA_PG_PORT:-}" ] && break
done
[ "$started" = 1 ] || { echo "PostgreSQL did not start; its log's end:"; tail -n 20 "$WORK/log"; exit 1; }
echo "▶ database tests on PostgreSQL $("$PGBIN/postgres" --version | grep -oE '[0-9]+(\.[0-9]+)?' | head -n 1)"
mkdir -p test-results
CARTA_TEST_DATABASE_URL="postgres://carta@127.0.0.1:$PORT/postgres" \
  npx vitest run tests/db --no-file-parallelism --reporter=default --reporter=json --outputFile.json=test-results/vitest-postgres.json
