#!/usr/bin/env bash
# Evidence file benchmark (EvidenceBenchmark): check + base64 of 1 MB PDFs (a padded one-page PDF
# and a 10-page scan already shrunk to 1 MB) beside a plain java.util.Base64 encode of the same
# bytes, interleaved in the same run (goal: median at most 50 ms); and shrinking a 10-page noisy
# scan of about 4 MB under 1 MB (goal: at most 3 s). Runs under flock so benchmarks do not
# overlap on a shared machine.
# Usage, from the repository root:
#   bash src/test/resources/bench/evidence.sh
# Results: target/bench/evidence.json (medians, every shrink run, the load average).
set -euo pipefail
OUT=target/bench
mkdir -p "$OUT"
mvn -B -o -q -ntp test-compile
[ -f target/test-cp.txt ] || mvn -B -o -q -ntp dependency:build-classpath \
  -Dmdep.outputFile=target/test-cp.txt -Dmdep.includeScope=test
CP="target/test-classes:target/classes:$(cat target/test-cp.txt)"
flock /tmp/paydesk-bench.lock \
  java ${EVIDENCE_JAVA_OPTS:--Xmx1g} -cp "$CP" io.paydesk.evidence.bench.EvidenceBenchmark "$OUT"
