#!/usr/bin/env bash
# Start-time benchmark: process start to the console's first frame and to the first screen
# showing data, beside a minimal JavaFX window (one label) started the same way: same JVM, same
# class path, same display, and beside the same window drawn with the console's theme (one label
# and one button: the floor of a themed window). Runs alternate console / baseline / themed
# baseline, RUNS times (default 7); each
# console run starts on an empty data folder, as a new user's first start does. Each first frame is
# taken from the screen's pixels (first-frame.py, with Debian's python3-numpy), not from an event:
# a window shown blank (white) before its first drawn frame counts as blank, not as drawn.
# Usage, from the repository root:
#   bash src/test/resources/bench/start-time.sh [RUNS]
# Starts Xvfb itself when there is no DISPLAY (needs Debian's xvfb and libgtk-3-0).
# Results: target/bench/start-time.json (medians and every run).
# START_TIME_JAVA_OPTS adds JVM options to all three (e.g. "-XX:TieredStopAtLevel=1" to see what
# the JIT's optimising compiler costs a start).
# With IMAGE set (IMAGE=target/installer/Paydesk, built by installer/build.sh), the console starts
# from the app image's launcher (its trimmed runtime and class-data archive) and the baseline on
# the same runtime with the image's jars; results then go to target/bench/start-time-image.json.
# When the image's runtime is JDK 25 or later (installer/build.sh with RUNTIME_JDK), the console
# starts with its AOT cache, and each run also starts the one-label window with an AOT cache of its
# own, trained here (trained_baseline_first_frame_s): the plain baseline is the same runtime's
# default start, the trained one what the same cache does for a window with nothing in it.
# With KEYRING=1 every run happens in a D-Bus session of its own with an unlocked gnome-keyring as
# the Secret Service, and the console starts without PAYDESK_STORE_PASSPHRASE: the stores' key is
# a random one kept in the credential store, as on a desktop (no Argon2id at start). Needs
# Debian's gnome-keyring, dbus and libsecret-tools (src/site/markdown/keyring.md); results go to
# target/bench/start-time-keyring.json (start-time-image-keyring.json with IMAGE).
set -euo pipefail
if [ "${KEYRING:-}" = 1 ] && [ -z "${PAYDESK_BENCH_KEYRING_SESSION:-}" ]; then
  export PAYDESK_BENCH_KEYRING_SESSION=1
  exec dbus-run-session -- bash "$0" "$@"
fi
if [ -n "${PAYDESK_BENCH_KEYRING_SESSION:-}" ]; then
  # A keyring of its own, not the user's; the console finds it through the session's bus.
  KEYRING_HOME=$(mktemp -d)
  export HOME=$KEYRING_HOME XDG_DATA_HOME=$KEYRING_HOME/data
  echo -n bench | gnome-keyring-daemon --unlock --components=secrets > /dev/null
  # GTK would start the session's accessibility bus at the first window of each run (a desktop has
  # it running already): none, for the console and the baselines alike.
  export NO_AT_BRIDGE=1
fi
# Each run starts on a fresh data folder: its store key comes from this passphrase (no prompt),
# or from the keyring (KEYRING=1).
export PAYDESK_STORE_PASSPHRASE=${PAYDESK_STORE_PASSPHRASE:-start-time-bench}
[ -n "${PAYDESK_BENCH_KEYRING_SESSION:-}" ] && export PAYDESK_STORE_PASSPHRASE=
RUNS=${1:-7}
OUT=target/bench
mkdir -p "$OUT"
[ -f target/paydesk.jar ] || mvn -B -o -q -DskipTests package
[ -f target/test-classes/io/paydesk/bench/MinimalWindow.class ] || mvn -B -o -q test-compile
if [ -z "${DISPLAY:-}" ]; then
  # A display number Xvfb finds free (-displayfd): a fixed one could still be held by the server
  # of a run just before, going away.
  DISPLAY_FILE=$(mktemp)
  Xvfb -displayfd 5 -screen 0 1440x900x24 -nolisten tcp 5> "$DISPLAY_FILE" > "$OUT/start-time-xvfb.log" 2>&1 &
  XVFB=$!
  trap 'kill $XVFB 2>/dev/null || true; rm -f "$DISPLAY_FILE"' EXIT
  for _ in $(seq 1 50); do [ -s "$DISPLAY_FILE" ] && break; sleep 0.1; done
  export DISPLAY=:$(head -n1 "$DISPLAY_FILE")
fi
CP="target/classes:target/lib/*"
# START_TIME_JAVA_OPTS adds JVM options to every run, console and baselines alike (to try one).
JOPTS="-Dprism.order=sw -Dpaydesk.startupTrace=true ${START_TIME_JAVA_OPTS:-}"
LOAD_BEFORE=$(cut -d' ' -f1-3 /proc/loadavg)
RESULTS="$OUT/start-time-runs.txt"
JSON="$OUT/start-time.json"
if [ -n "${IMAGE:-}" ]; then
  RESULTS="$OUT/start-time-image-runs.txt"
  JSON="$OUT/start-time-image.json"
fi
if [ -n "${PAYDESK_BENCH_KEYRING_SESSION:-}" ]; then
  RESULTS="${RESULTS%-runs.txt}-keyring-runs.txt"
  JSON="${JSON%.json}-keyring.json"
fi
: > "$RESULTS"
BASE_CP="$CP:target/test-classes"
TRAINED=
if [ -n "${IMAGE:-}" ]; then
  # An AOT cache takes jars only: the one-label window's classes go in one.
  (cd target/test-classes && jar cf "../../$OUT/minimal-window.jar" io/paydesk/bench/MinimalWindow*.class)
  BASE_CP="$IMAGE/lib/app/paydesk.jar:$IMAGE/lib/app/lib/*:$OUT/minimal-window.jar"
  if [ "$(sed -n 's/^JAVA_VERSION="\([0-9]*\).*/\1/p' "$IMAGE/lib/runtime/release")" -ge 25 ]; then
    TRAINED="$OUT/minimal-window.aot"
    rm -f "$TRAINED"
    "$IMAGE/lib/runtime/bin/java" -XX:AOTCacheOutput="$TRAINED" $JOPTS -cp "$BASE_CP" \
      io.paydesk.bench.MinimalWindow > "$OUT/start-time-minimal-training.log" 2>&1
  fi
fi
# Runs a command until it prints the wanted trace key and its first frame is seen on the screen
# (or 90 s pass), then stops it. first-frame.py starts it and watches the screen's pixels: the
# first frame is what the display shows, not what the program says it drew.
trace() { # name key command...
  local name=$1 key=$2; shift 2
  local log="$OUT/start-time-$name.log"
  python3 src/test/resources/bench/first-frame.py "$@" > "$log" 2>&1 &
  local pid=$!
  for _ in $(seq 1 900); do
    grep -q "paydesk-startup $key=" "$log" && grep -q "screen_polls=" "$log" && break
    kill -0 $pid 2>/dev/null || break
    sleep 0.1
  done
  kill $pid 2>/dev/null || true
  wait $pid 2>/dev/null || true
  grep -o "paydesk-startup [a-z_]*=[0-9]*" "$log" | sed "s/^paydesk-startup /$name /" >> "$RESULTS"
}
for i in $(seq 1 "$RUNS"); do
  DATA=$(mktemp -d)
  if [ -n "${IMAGE:-}" ]; then
    JAVA_TOOL_OPTIONS="$JOPTS -Dpaydesk.data.dir=$DATA" trace console data_on_screen_ms "$IMAGE/bin/Paydesk"
    rm -rf "$DATA"
    if [ -n "${PAYDESK_BENCH_KEYRING_SESSION:-}" ]; then
      secret-tool clear service Paydesk 2> /dev/null || true # the run's store key
    fi
    trace baseline first_frame_ms "$IMAGE/lib/runtime/bin/java" $JOPTS -cp "$BASE_CP" io.paydesk.bench.MinimalWindow
    trace themed first_frame_ms "$IMAGE/lib/runtime/bin/java" $JOPTS -cp "$BASE_CP" io.paydesk.bench.MinimalWindow themed
    if [ -n "$TRAINED" ]; then
      trace trained first_frame_ms "$IMAGE/lib/runtime/bin/java" -XX:AOTCache="$TRAINED" $JOPTS \
        -cp "$BASE_CP" io.paydesk.bench.MinimalWindow
    fi
    continue
  fi
  trace console data_on_screen_ms java $JOPTS -Dpaydesk.data.dir="$DATA" -cp "$CP" io.paydesk.Main
  rm -rf "$DATA"
  if [ -n "${PAYDESK_BENCH_KEYRING_SESSION:-}" ]; then
    secret-tool clear service Paydesk 2> /dev/null || true # the run's store key
  fi
  trace baseline first_frame_ms java $JOPTS -cp "$BASE_CP" io.paydesk.bench.MinimalWindow
  trace themed first_frame_ms java $JOPTS -cp "$BASE_CP" io.paydesk.bench.MinimalWindow themed
done
KEY_FROM=passphrase
if [ -n "${IMAGE:-}" ]; then
  RUNTIME=$("$IMAGE/lib/runtime/bin/java" -version 2>&1 | sed -n 1p)
else
  RUNTIME=$(java -version 2>&1 | sed -n 1p)
fi
[ -n "${PAYDESK_BENCH_KEYRING_SESSION:-}" ] && KEY_FROM=keyring
python3 - "$RESULTS" "$JSON" "$RUNS" "${IMAGE:+app image}" "$LOAD_BEFORE" "$KEY_FROM" "$RUNTIME" <<'PY'
import json, os, statistics, sys
rows = [l.split()[:2] for l in open(sys.argv[1]) if l.strip()]
def med(v):  # NaN when a window never showed a drawn frame (first-frame.py's 20 s)
    return statistics.median(v) if v else float("nan")
def vals(name, key):
    return [int(v.split("=")[1]) / 1000 for n, v in rows if n == name and v.startswith(key + "=")]
frame, data, base = vals("console", "screen_first_frame_ms"), vals("console", "data_on_screen_ms"), vals("baseline", "screen_first_frame_ms")
themed = vals("themed", "screen_first_frame_ms")
trained = vals("trained", "screen_first_frame_ms")
shown = vals("console", "screen_window_ms")
blank = [f - w for w, f in zip(shown, frame)]
said = vals("console", "first_frame_ms")
after = [d - f for f, d in zip(frame, data)]
res = {
    "launch": sys.argv[4] or "class path", "runtime": sys.argv[7], "store_key": sys.argv[6], "java_opts": os.environ.get("START_TIME_JAVA_OPTS", ""), "runs": int(sys.argv[3]), "cores": os.cpu_count(), "loadavg_before": sys.argv[5].split(), "loadavg_after": open("/proc/loadavg").read().split()[:3],
    "first_frame_s": round(med(frame), 3),
    "baseline_first_frame_s": round(med(base), 3),
    "first_frame_ratio": round(med(frame) / med(base), 2),
    "themed_baseline_first_frame_s": round(med(themed), 3),
    "themed_baseline_ratio": round(med(themed) / med(base), 2),
    "trained_baseline_first_frame_s": round(med(trained), 3) if trained else None,
    "first_frame_ratio_to_trained": round(med(frame) / med(trained), 2) if trained else None,
    "window_on_screen_s": round(med(shown), 3),
    "blank_window_s": round(med(blank), 3),
    "first_frame_by_event_s": round(med(said), 3) if said else None,
    "data_on_screen_s": round(med(data), 3) if data else None,
    "data_on_screen_after_first_frame_s": round(med(after), 3) if after else None,
    "all_first_frame_s": frame, "all_baseline_first_frame_s": base, "all_themed_baseline_first_frame_s": themed, "all_trained_baseline_first_frame_s": trained, "all_data_on_screen_s": data, "all_window_on_screen_s": shown, "all_blank_window_s": blank,
    "note": "seconds since process start; first frames and the window are taken from the screen's pixels (first-frame.py): the window is on screen when it covers 1 % of it, its first frame when it shows 16 colours or more, blank_window_s is the time between; data on screen is the console's own trace; console runs start on an empty data folder (first start)",
}
json.dump(res, open(sys.argv[2], "w"), indent=2)
print(json.dumps(res, indent=2))
PY
if [ -n "${KEYRING_HOME:-}" ]; then
  rm -rf "$KEYRING_HOME"
fi
