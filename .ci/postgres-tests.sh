#!/usr/bin/env bash
# Runs tests/db against a throwaway PostgreSQL cluster from Debian's packages.
set -euo pipefail
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  echo "Installing Debian's postgresql for the database tests…"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql >/dev/null
fi
PGBIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
WORK=$(mktemp -d /tmp/carta-pg.XXXXXX)
PORT=${CARTA_PG_PORT:-55432}
RUN=()
if [ "$(id -u)" = "0" ]; then
  chown postgres "$WORK"
  RUN=(runuser -u postgres --)
fi
"${RUN[@]}" "$PGBIN/initdb" -D "$WORK/data" -A trust -U carta >/dev/null
"${RUN[@]}" "$PGBIN/pg_ctl" -D "$WORK/data" -l "$WORK/log" -o "-p $PORT -k $WORK -c listen_addresses=127.0.0.1" -w start >/dev/null
trap '"${RUN[@]}" "$PGBIN/pg_ctl" -D "$WORK/data" -m fast stop >/dev/null 2>&1 || true; rm -rf "$WORK"' EXIT
echo "▶ database tests on PostgreSQL $("$PGBIN/postgres" --version | grep -oE '[0-9]+(\.[0-9]+)?' | head -n 1)"
mkdir -p test-results
CARTA_TEST_DATABASE_URL="postgres://carta@127.0.0.1:$PORT/postgres" \
  npx vitest run tests/db --no-file-parallelism --reporter=default --reporter=json --outputFile.json=test-results/vitest-postgres.json
