#!/usr/bin/env bash
# Headless export benchmark: fills an encrypted store with N generated payments (the store
# benchmark's generator), then runs `paydesk export payments` to a file as JSON lines and as CSV,
# each in its own JVM with a small heap (EXPORT_JAVA_OPTS, default -Xmx128m: a store of years must
# stream, not load). Prints rows/s and the heap's peak per format.
# Usage, from the repository root: bash src/test/resources/bench/export.sh [N]   (default 100000)
set -euo pipefail
N=${1:-100000}
DIR=target/bench/export
rm -rf "$DIR" && mkdir -p "$DIR"
mvn -B -o -q -ntp test-compile
[ -f target/test-cp.txt ] || mvn -B -o -q -ntp dependency:build-classpath \
  -Dmdep.outputFile=target/test-cp.txt -Dmdep.includeScope=test
CP="target/test-classes:target/classes:$(cat target/test-cp.txt)"
export PAYDESK_STORE_PASSPHRASE=${PAYDESK_STORE_PASSPHRASE:-bench-only passphrase}
flock /tmp/paydesk-bench.lock bash -c "
  java -Xmx1g -cp '$CP' io.paydesk.ExportBenchmark fill $N $DIR
  for f in jsonl csv; do
    java ${EXPORT_JAVA_OPTS:--Xmx128m} -cp '$CP' io.paydesk.ExportBenchmark export $DIR \$f
  done"
