#!/usr/bin/env bash
# Store encryption benchmark: the same N generated payments loaded into a plain store, an encrypted
# one (the console's: H2's format with the JDK's AES) and one encrypted by H2's own AES (the
# baseline) in the same run, batch by batch in turn; write rate, largest file size a payment,
# first-page search p50/p95 of each case on each, then the time to migrate the plain store.
# Usage, from the repository root:
#   flock /tmp/paydesk-bench.lock timeout 3600 bash src/test/resources/bench/encryption.sh [N] [runs]
# (default 20000 payments, 2000 runs a case). Results: target/bench/encryption.json.
set -euo pipefail
N=${1:-20000}
RUNS=${2:-2000}
mkdir -p target/bench
mvn -B -o -q -ntp test-compile
[ -f target/test-cp.txt ] || mvn -B -o -q -ntp dependency:build-classpath \
  -Dmdep.outputFile=target/test-cp.txt -Dmdep.includeScope=test
CP="target/test-classes:target/classes:$(cat target/test-cp.txt)"
java ${ENCRYPTION_JAVA_OPTS:--Xmx1500m} -cp "$CP" io.paydesk.store.bench.EncryptionBenchmark "$N" "$RUNS"
