#!/usr/bin/env bash
# Team store benchmark: the store benchmark's searches (PaymentStoreBenchmark: first page of 50 for
# each indexed filter, combined filters, keyset next page, free text, beside hand-written SQL on
# the same indexes) and the Overview's queries (OverviewBenchmark) on PostgreSQL, each on N
# generated payments, as the H2 benchmarks measure them. Starts its own PostgreSQL 15 (binaries
# from PAYDESK_PG_BIN or /usr/lib/postgresql/15/bin; C collation; 127.0.0.1 only; commits synced,
# the server's defaults otherwise) with its data under target/bench/team-pg, and stops it at the end.
# The store is opened with the database owner's login (the tables' owner: grants and row policies
# do not slow the copy's searches, which read plain tables).
# Usage, from the repository root (takes the shared bench lock):
#   bash src/test/resources/bench/team-store.sh [N] [RUNS] [all|query]   (default 1000000 40 all)
# "query" measures the databases a previous run left. Results: target/bench/
#   store-benchmark-postgresql.json and overview-postgresql.json (and the load's, "-load").
set -euo pipefail
N=${1:-1000000}
RUNS=${2:-40}
MODE=${3:-all}
OUT=target/bench
PGBIN=${PAYDESK_PG_BIN:-/usr/lib/postgresql/15/bin}
DATA="$OUT/team-pg"
PORT=${TEAM_BENCH_PORT:-55433}
mkdir -p "$OUT"
mvn -B -o -q -ntp test-compile
[ -f target/test-cp.txt ] || mvn -B -o -q -ntp dependency:build-classpath \
  -Dmdep.outputFile=target/test-cp.txt -Dmdep.includeScope=test
CLASSES="$OUT/team-store-classes"
rm -rf "$CLASSES" && mkdir -p "$CLASSES"
cp -r target/classes "$CLASSES/main" && cp -r target/test-classes "$CLASSES/test"
CP="$CLASSES/test:$CLASSES/main:$(cat target/test-cp.txt)"

# initdb refuses root: as root the server runs as "nobody".
AS=()
if [ "$(id -u)" = 0 ]; then AS=(runuser -u nobody --); fi
if [ "$MODE" != query ]; then
  rm -rf "$DATA"
  mkdir -p "$DATA"
  [ "$(id -u)" = 0 ] && chown nobody "$DATA" && chmod 711 "$OUT"
  "${AS[@]}" "$PGBIN/initdb" -D "$DATA/db" -U paydesk --locale=C -E UTF8 -A trust >/dev/null
fi
"${AS[@]}" "$PGBIN/pg_ctl" -D "$DATA/db" -w -l "$DATA/db/server.log" \
  -o "-c listen_addresses=127.0.0.1 -c port=$PORT -c unix_socket_directories=$(realpath "$DATA")" \
  -o "-c shared_buffers=512MB -c max_wal_size=4GB" start >/dev/null
trap '"${AS[@]}" "$PGBIN/pg_ctl" -D "$DATA/db" -m fast stop >/dev/null' EXIT
if [ "$MODE" != query ]; then
  "$PGBIN/psql" -q -h 127.0.0.1 -p "$PORT" -U paydesk -d postgres \
    -c "CREATE DATABASE bench TEMPLATE template0 LC_COLLATE 'C' LC_CTYPE 'C'" \
    -c "CREATE DATABASE overview TEMPLATE template0 LC_COLLATE 'C' LC_CTYPE 'C'"
fi
export PAYDESK_DB_USER=paydesk PAYDESK_DB_PASSWORD=
flock /tmp/paydesk-bench.lock java ${TEAM_BENCH_JAVA_OPTS:--Xmx2g} \
  -Dpaydesk.bench.url="jdbc:postgresql://127.0.0.1:$PORT/bench" -cp "$CP" \
  io.paydesk.store.bench.PaymentStoreBenchmark "$N" "$RUNS" "$MODE"
flock /tmp/paydesk-bench.lock java ${TEAM_BENCH_JAVA_OPTS:--Xmx2g} \
  -Duser.timezone=America/Sao_Paulo \
  -Dpaydesk.bench.url="jdbc:postgresql://127.0.0.1:$PORT/overview" -cp "$CP" \
  io.paydesk.store.bench.OverviewBenchmark "$N" "$((RUNS < 30 ? RUNS : 30))" "$MODE"
