#!/usr/bin/env bash
# Fetch benchmark: N demo payment ids (default 10,000) read from an in-process sandbox through the
# console's fetch (ops PaymentRefresh: client, parsing, redaction, indexing, batched writes to a
# fresh H2 store), beside a baseline in the same run: the same GETs from the same threads, nothing
# stored. Runs alternate; medians reported. Goal: at least 1,000 payments/s end to end.
# Usage, from the repository root (one benchmark at a time on a shared machine):
#   flock /tmp/paydesk-bench.lock bash src/test/resources/bench/fetch.sh [N] [CONCURRENCY] [RUNS]
# Results: target/bench/fetch.json. The stores under target/bench/fetch-db are deleted at the end.
set -euo pipefail
N=${1:-10000}
THREADS=${2:-8}
RUNS=${3:-3}
OUT=target/bench
mkdir -p "$OUT"
mvn -B -o -q -ntp test-compile
[ -f target/test-cp.txt ] || mvn -B -o -q -ntp dependency:build-classpath \
  -Dmdep.outputFile=target/test-cp.txt -Dmdep.includeScope=test
CP="target/test-classes:target/classes:$(cat target/test-cp.txt)"
rm -rf "$OUT/fetch-db"
java ${FETCH_JAVA_OPTS:--Xmx1g} -cp "$CP" io.paydesk.bench.FetchBenchmark "$N" "$THREADS" "$RUNS"
rm -rf "$OUT/fetch-db"
