#!/usr/bin/env bash
# Benchmark of the standalone sandbox with wrk: 2 threads, 64 connections, 15 s per run, on
# loopback. Runs a baseline (GET /sandbox/clock: no auth, no state), get-payment and
# create-payment (unique idempotency key per request), each after a 5 s warm-up.
# Usage, from the repository root:
#   bash src/test/resources/bench/sandbox-wrk.sh [DEMO_PAYMENTS]   (default 1000000)
# Results: target/bench/sandbox-wrk.json (plus one JSON per run and the sandbox log).
# JVM flags: SANDBOX_JAVA_OPTS, by default the throughput collector with a fixed 2 GB heap and a
# 512 MB young generation (README "Benchmarks" says why).
set -euo pipefail
command -v wrk >/dev/null || apt-get install -y wrk
DEMO=${1:-1000000}
PORT=${PORT:-18090}
DURATION=${DURATION:-15s}
export BENCH_DIR="$(cd "$(dirname "$0")" && pwd)"
OUT=target/bench
mkdir -p "$OUT"
[ -d target/lib ] || mvn -B -o -q -DskipTests package
export JAVA_OPTS=${SANDBOX_JAVA_OPTS:--XX:+UseParallelGC -Xms2g -Xmx2g -Xmn512m -XX:+AlwaysPreTouch}
java $JAVA_OPTS -cp "target/classes:target/lib/*" io.paydesk.sandbox.SandboxCommand \
  --port "$PORT" --demo-payments "$DEMO" > "$OUT/sandbox-wrk.log" 2>&1 &
PID=$!
trap 'kill $PID 2>/dev/null || true' EXIT
for _ in $(seq 1 240); do
  grep -q "Sandbox listening" "$OUT/sandbox-wrk.log" && break
  kill -0 $PID 2>/dev/null || { cat "$OUT/sandbox-wrk.log"; exit 1; }
  sleep 0.5
done
export SANDBOX_ACCOUNT=$(sed -n 's/.*account_id: *//p' "$OUT/sandbox-wrk.log" | head -1)
export SANDBOX_IDS="$OUT/sandbox-ids.txt"
curl -sf "http://127.0.0.1:$PORT/sandbox/demo-payment-ids?limit=10000" \
  | python3 -c 'import json,sys; print("\n".join(json.load(sys.stdin)))' > "$SANDBOX_IDS"
URL="http://127.0.0.1:$PORT"
run() { # name script
  WRK_JSON="$OUT/wrk-warmup.json" wrk -t2 -c64 -d5s -s "$BENCH_DIR/$2" "$URL" > /dev/null
  cat /proc/loadavg > "$OUT/wrk-$1.load"
  WRK_JSON="$OUT/wrk-$1.json" wrk -t2 -c64 -d"$DURATION" --latency -s "$BENCH_DIR/$2" "$URL" > "$OUT/wrk-$1.txt"
}
run baseline sandbox-baseline.lua
run get sandbox-get.lua
run create sandbox-create.lua
cat /proc/loadavg > "$OUT/wrk-after.load"
HEAP=$(jcmd $PID GC.heap_info 2>/dev/null | head -3 | tr '\n' ' ' || true)
python3 - "$OUT" "$DEMO" "$HEAP" <<'PY'
import json, os, sys, subprocess
out, demo, heap = sys.argv[1], int(sys.argv[2]), sys.argv[3]
res = {"tool": "wrk 2 threads 64 connections " + os.environ.get("DURATION", "15s"),
       "demo_payments": demo, "cores": os.cpu_count(), "java_opts": os.environ["JAVA_OPTS"],
       "heap_after": heap.strip(),
       "loadavg_after": open(f"{out}/wrk-after.load").read().split()[:3],
       "note": "wrk and the sandbox share the machine's cores; load averages are sampled before each run"}
for name in ("baseline", "get", "create"):
    r = json.load(open(f"{out}/wrk-{name}.json"))
    r["loadavg_before"] = open(f"{out}/wrk-{name}.load").read().split()[:3]
    res[name] = r
json.dump(res, open(f"{out}/sandbox-wrk.json", "w"), indent=2)
print(json.dumps(res, indent=2))
PY
