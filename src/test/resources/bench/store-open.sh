#!/usr/bin/env bash
# Cold open of the console's encrypted H2 store: ten processes each create a store in a fresh
# folder, then ten processes each open the store left by the last (the console's start), one open
# a process (StoreOpenBenchmark), class loading included. Prints every run and the medians of the
# open, of the process's CPU time during it, and of the close; the medians go to
# target/bench/store-open.json.
# Usage, from the repository root: bash src/test/resources/bench/store-open.sh [RUNS]  (default 10)
set -euo pipefail
RUNS=${1:-10}
DIR=target/bench/store-open-db
mvn -B -o -q -ntp test-compile
[ -f target/test-cp.txt ] || mvn -B -o -q -ntp dependency:build-classpath \
  -Dmdep.outputFile=target/test-cp.txt -Dmdep.includeScope=test
CP="target/test-classes:target/classes:$(cat target/test-cp.txt)"
run() {
  for _ in $(seq "$RUNS"); do
    java -Xshare:auto -cp "$CP" io.paydesk.store.bench.StoreOpenBenchmark "$1" "$DIR"
  done
}
median() { sort -n | awk '{a[NR]=$1} END {print (NR % 2 ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2)}'; }
NEW=$(run new | tee /dev/stderr)
EXISTING=$(run existing | tee /dev/stderr)
field() { sed "s/.* $1=\([0-9.]*\).*/\1/" | median; }
JSON="{\"runs\": $RUNS"
for kind in new existing; do
  RUNS_OUT=$([ "$kind" = new ] && echo "$NEW" || echo "$EXISTING")
  echo "$kind store, medians: open $(echo "$RUNS_OUT" | field open_ms) ms," \
    "CPU during the open $(echo "$RUNS_OUT" | field open_cpu_ms) ms (the opening thread's $(echo "$RUNS_OUT" | field open_thread_cpu_ms) ms)," \
    "close $(echo "$RUNS_OUT" | field close_ms) ms"
  for f in open_ms open_cpu_ms open_thread_cpu_ms close_ms; do
    JSON="$JSON, \"${kind}_$f\": $(echo "$RUNS_OUT" | field $f)"
  done
done
echo "$JSON}" > target/bench/store-open.json
rm -rf "$DIR"
