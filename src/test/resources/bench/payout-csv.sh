#!/usr/bin/env bash
# Bulk payout dry-run benchmark: PayoutCsv.read + PayoutCsvCheck.check (every row through the
# payout rules, nothing sent) on a generated file of N rows (default 10,000: BR PIX, MX CLABE, CL,
# AR and CO bank payouts in turn), beside a baseline in the same JVM and run: plain Commons CSV
# parsing the same file. The first run of each (cold JVM, as `paydesk payouts check` runs) and
# RUNS alternating warm runs (default 15). Goal: the dry run of 10,000 rows in at most 1 s.
# Usage, from the repository root:
#   bash src/test/resources/bench/payout-csv.sh [N] [RUNS]
# Results: target/bench/payout-csv.json. Holds /tmp/paydesk-bench.lock while measuring.
set -euo pipefail
N=${1:-10000}
RUNS=${2:-15}
OUT=target/bench
mkdir -p "$OUT"
mvn -B -o -q -ntp test-compile
[ -f target/test-cp.txt ] || mvn -B -o -q -ntp dependency:build-classpath \
  -Dmdep.outputFile=target/test-cp.txt -Dmdep.includeScope=test
CP="target/test-classes:target/classes:$(cat target/test-cp.txt)"
flock /tmp/paydesk-bench.lock \
  java ${PAYOUT_CSV_JAVA_OPTS:--Xmx512m} -cp "$CP" io.paydesk.ops.bench.PayoutCsvBenchmark "$N" "$RUNS"
