#!/usr/bin/env bash
# Inbox benchmark: an in-process sandbox makes payments and records its signed deliveries; they are
# sent again (java.net.http, keep-alive, IN_FLIGHT unanswered at most) to a bare Jetty handler that
# answers 200 without storing (the baseline), then to the inbox on an encrypted H2 file and on a
# private PostgreSQL server (commits synced: fsync on). Per store: intake deliveries/s and p50/p99
# of the answer; apply at a fixed rate (events/s, lag from the 200 to the payment applied, read
# again from the sandbox); a burst drained (stored and applied == sent). JSON in
# target/bench/inbox.json, the inbox's log in target/bench/inbox.log.
# Usage, from the repository root:
#   bash src/test/resources/bench/inbox.sh [PAYMENTS [INTAKE [IN_FLIGHT [RATE [SECONDS [BURST]]]]]]
#   (defaults 10000 20000 32 300 20 10000)
set -euo pipefail
ARGS=("${1:-10000}" "${2:-20000}" "${3:-32}" "${4:-300}" "${5:-20}" "${6:-10000}")
mkdir -p target/bench
rm -rf target/bench/inbox-stores*
mvn -B -o -q -ntp test-compile
[ -f target/test-cp.txt ] || mvn -B -o -q -ntp dependency:build-classpath \
  -Dmdep.outputFile=target/test-cp.txt -Dmdep.includeScope=test
CP="target/test-classes:target/classes:$(cat target/test-cp.txt)"
export PAYDESK_STORE_PASSPHRASE=${PAYDESK_STORE_PASSPHRASE:-bench-only passphrase}
flock /tmp/paydesk-bench.lock timeout "${INBOX_BENCH_TIMEOUT:-1200}" \
  java ${INBOX_JAVA_OPTS:--Xmx1g} -Dpaydesk.pg.durable=true \
  -Dlogback.configurationFile=src/test/resources/bench/inbox-logback.xml \
  -cp "$CP" io.paydesk.inbox.bench.InboxBenchmark "${ARGS[@]}" target/bench/inbox.json
rm -rf target/bench/inbox-stores*
