#!/usr/bin/env bash
# The AppCDS training run (called by installer/build.sh): opens the console of the app image in
# $1 on an empty data folder, waits until the demo payments are on screen, then has the running
# JVM write every class it loaded so far to $1/lib/app/paydesk.jsa (jcmd VM.cds dynamic_dump,
# JDK 17) and stops it. JDK 17 checks the class path recorded in the archive against the one at
# start, so the image must be trained at the path it will run from. Needs a DISPLAY.
set -euo pipefail
image=$1
log=${2:-/dev/stdout}
jsa=$(cd "$image" && pwd)/lib/app/paydesk.jsa
data=$(mktemp -d)
PAYDESK_STORE_PASSPHRASE=training-run JAVA_TOOL_OPTIONS="-XX:+RecordDynamicDumpInfo -Dpaydesk.data.dir=$data -Dpaydesk.startupTrace=true" \
  "$image/bin/Paydesk" > "$log" 2>&1 &
pid=$!
trap 'kill -9 $pid 2>/dev/null || true; rm -rf "$data"' EXIT
for _ in $(seq 1 1800); do # at most 180 s
  grep -q 'paydesk-startup data_on_screen_ms=' "$log" && break
  kill -0 $pid 2>/dev/null || break
  sleep 0.1
done
grep -q 'paydesk-startup data_on_screen_ms=' "$log" \
  || { echo "the training run did not reach data on screen: see $log" >&2; exit 1; }
rm -f "$jsa"
jcmd $pid VM.cds dynamic_dump "$jsa" > /dev/null # returns once written
[ -s "$jsa" ] || { echo "no archive written: see $log" >&2; exit 1; }
