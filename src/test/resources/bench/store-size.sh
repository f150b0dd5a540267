#!/usr/bin/env bash
# Store size benchmark: loads N generated payments (PaymentStoreBenchmark's generator) through
# PaymentRepository.upsertAll in the console's batches of 500, samples the H2 file size after every
# batch, stores 5,000 unchanged payments again, then compacts (Store.compact()).
# Usage, from the repository root:
#   bash src/test/resources/bench/store-size.sh [N]      (default 20000)
# Results: target/bench/store-size.json (max_bytes_per_payment is the largest file size seen
# during the load / N). The database under target/bench/store-size-db is deleted at the end.
# Sizes depend on the write rate at small N (H2 keeps 5 s of freed pages); the rates on the load.
set -euo pipefail
N=${1:-20000}
OUT=target/bench
mkdir -p "$OUT"
mvn -B -o -q -ntp test-compile
[ -f target/test-cp.txt ] || mvn -B -o -q -ntp dependency:build-classpath \
  -Dmdep.outputFile=target/test-cp.txt -Dmdep.includeScope=test
CP="target/test-classes:target/classes:$(cat target/test-cp.txt)"
java ${STORE_SIZE_JAVA_OPTS:--Xmx1g} -cp "$CP" io.paydesk.store.bench.StoreSizeBenchmark "$N"
rm -rf "$OUT/store-size-db"
