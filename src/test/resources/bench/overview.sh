#!/usr/bin/env bash
# Overview benchmark: loads N generated payments (PaymentStoreBenchmark's generator: three years,
# 17 countries; declined ones with response codes, settled ones captured) by batched INSERT, N/200
# payouts and N/1000 subscriptions, reopens the store (which fills the daily aggregates, timed),
# then times every overview chart's query for the presets (7, 30, 90 days, this month) and a
# 365-day custom range, currency USD, zone America/Sao_Paulo: ours (daily aggregates), the plain
# query over the payments table, and a hand-written GROUP BY over the same table, interleaved.
# Usage, from the repository root (takes the shared bench lock):
#   bash src/test/resources/bench/overview.sh [N] [RUNS] [all|query]   (default 1000000 30 all)
# "query" measures the database a previous run left under target/bench/overview-db.
# Results: target/bench/overview.json (p50/p95 per query; goal: ours p95 <= 200 ms).
set -euo pipefail
N=${1:-1000000}
RUNS=${2:-30}
MODE=${3:-all}
OUT=target/bench
mkdir -p "$OUT"
mvn -B -o -q -ntp test-compile
[ -f target/test-cp.txt ] || mvn -B -o -q -ntp dependency:build-classpath \
  -Dmdep.outputFile=target/test-cp.txt -Dmdep.includeScope=test
# A copy of the classes, so a rebuild during a long run does not pull them from under it.
CLASSES="$OUT/overview-classes"
rm -rf "$CLASSES" && mkdir -p "$CLASSES"
cp -r target/classes "$CLASSES/main" && cp -r target/test-classes "$CLASSES/test"
CP="$CLASSES/test:$CLASSES/main:$(cat target/test-cp.txt)"
exec flock /tmp/paydesk-bench.lock java ${OVERVIEW_JAVA_OPTS:--Xmx1g} \
  -Duser.timezone=America/Sao_Paulo -cp "$CP" \
  io.paydesk.store.bench.OverviewBenchmark "$N" "$RUNS" "$MODE"
