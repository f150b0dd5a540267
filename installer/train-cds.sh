#!/usr/bin/env bash
# The start archive's training run (called by installer/build.sh): opens the console of the app
# image in $1 on an empty data folder and waits until the demo payments are on screen. Then, on
# a JDK 25 runtime, stops it: the JVM writes its AOT cache (-XX:AOTCacheOutput: the classes it
# loaded and linked, and the JIT's method profiles) to $1/lib/app/paydesk.aot as it exits; on an
# older runtime, has the running JVM write every class it loaded so far to
# $1/lib/app/paydesk.jsa (jcmd VM.cds dynamic_dump, AppCDS) and stops it. The archive records the
# class path it was made with, so the image must be trained at the path it will run from. Needs
# a DISPLAY.
set -euo pipefail
image=$1
log=${2:-/dev/stdout}
app=$(cd "$image" && pwd)/lib/app
version=$(sed -n 's/^JAVA_VERSION="\([0-9]*\).*/\1/p' "$image/lib/runtime/release")
if [ "$version" -ge 25 ]; then
  archive=$app/paydesk.aot record=-XX:AOTCacheOutput=$archive
else
  archive=$app/paydesk.jsa record=-XX:+RecordDynamicDumpInfo
fi
rm -f "$archive"
data=$(mktemp -d)
PAYDESK_STORE_PASSPHRASE=training-run JAVA_TOOL_OPTIONS="$record -Dpaydesk.data.dir=$data -Dpaydesk.startupTrace=true" \
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
if [ "$version" -ge 25 ]; then
  kill -TERM $pid # an orderly exit: the cache is written before the process ends
  wait $pid || true
else
  jcmd $pid VM.cds dynamic_dump "$archive" > /dev/null # returns once written
fi
[ -s "$archive" ] || { echo "no archive written: see $log" >&2; exit 1; }
