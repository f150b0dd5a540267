#!/usr/bin/env bash
# Builds Paydesk as a desktop program with the JDK's jdeps, jlink and jpackage (JDK 17+).
# The image carries a runtime linked from RUNTIME_JDK (a JDK's home; default: the JDK of `java` on
# the PATH). From JDK 25 the start archive is an AOT cache (classes loaded and linked, and the
# JIT's method profiles, of a training run): the installed console starts sooner than on JDK 17's
# AppCDS archive (src/site/markdown/benchmarks.md). The jars stay Java 17 classes either way.
#   RUNTIME_JDK=/usr/lib/jvm/temurin-25-jdk-amd64 bash installer/build.sh
#   bash installer/build.sh            -> target/installer/Paydesk/ (app image: runs without a JDK)
#   bash installer/build.sh deb        -> the app image and target/installer/paydesk_<version>-1_amd64.deb
#   bash installer/build.sh --no-mvn   -> reuse target/paydesk.jar and target/lib/ (CI, after mvn verify)
#   bash installer/build.sh --no-cds   -> skip the class-data archive's training run (no display needed)
#   bash installer/build.sh msi        -> on Windows (Git Bash, WiX 3 on the PATH): a .msi
#   bash installer/build.sh dmg        -> on macOS: a .dmg (APP_VERSION=1.0.0: macOS refuses 0.x)
# The menu entry is installer/linux/Paydesk.desktop (jpackage takes it by that name).
# Needs (Debian/Ubuntu): apt-get install -y xvfb libgtk-3-0 fakeroot binutils
#   xvfb + libgtk-3-0 for the training run that makes the class-data archive (when there is no
#   DISPLAY it starts its own Xvfb), fakeroot + binutils (objcopy) for jpackage's .deb.
# The .msi and .dmg options are in installer/windows.jpackage and installer/macos.jpackage; they
# install where no class-data archive was trained, so those builds skip it.
set -euo pipefail
cd "$(dirname "$0")/.."
type=app-image mvn_build=1 cds=1
for a in "$@"; do
  case $a in
    app-image | deb) type=$a ;;
    msi | dmg) type=$a cds=0 ;;
    --no-mvn) mvn_build=0 ;;
    --no-cds) cds=0 ;;
    *) echo "usage: installer/build.sh [app-image|deb|msi|dmg] [--no-mvn] [--no-cds]" >&2; exit 2 ;;
  esac
done
start=$SECONDS
jdk=${RUNTIME_JDK:-$(dirname "$(dirname "$(readlink -f "$(command -v java)")")")}
jdk_version=$(sed -n 's/^JAVA_VERSION="\([0-9]*\).*/\1/p' "$jdk/release")
echo "runtime from $jdk (JDK $jdk_version)"
[ "$mvn_build" = 1 ] && mvn -B -ntp -q -DskipTests package
version=$(sed -n 's/^version=//p' target/classes/io/paydesk/version.properties)
app_version=${APP_VERSION:-${version%%-*}} # jpackage takes numbers only: 0.1.0-SNAPSHOT -> 0.1.0
out=target/installer
input=target/jpackage-input
rm -rf "$out" "$input"
mkdir -p "$out" "$input/lib"
cp target/paydesk.jar "$input/"
cp target/lib/*.jar "$input/lib/"

# The JDK modules the jars use (jdeps), plus those only reached through service look-ups:
# jdk.crypto.ec (TLS to the live service) and jdk.localedata (Spanish and Portuguese number
# and date formats). okio and kotlin-stdlib go on the module path: okhttp's module requires them.
sep=:
case $(uname -s) in MINGW* | MSYS* | CYGWIN*) sep=';' ;; esac
modpath=$(ls target/lib/okio-jvm-*.jar target/lib/kotlin-stdlib-*.jar | paste -sd "$sep" -)
modules=$("$jdk/bin/jdeps" --multi-release 17 --ignore-missing-deps --print-module-deps \
  --module-path "$modpath" target/paydesk.jar \
  $(ls target/lib/*.jar | grep -v -e /okio-jvm- -e /kotlin-stdlib-))
modules="$(echo "$modules" | tr , '\n' | grep -E '^(java|jdk)\.' | paste -sd , -),jdk.crypto.ec,jdk.localedata"
echo "runtime modules: $modules"
"$jdk/bin/jlink" --add-modules "$modules" --include-locales=en,es,pt \
  --strip-debug --no-man-pages --no-header-files --generate-cds-archive \
  --output "$out/runtime"
# The launcher runs with -Xmx2g (compressed oops): the archive for large heaps is never used.
rm -f "$out/runtime/lib/server/classes_nocoops.jsa"

# JavaFX 21 loads its natives and uses sun.misc.Unsafe: allowed, without a warning at each start,
# on the runtimes that would print one (JDK 24 on).
java_options=(--java-options -Xmx2g)
if [ "$jdk_version" -ge 24 ]; then
  java_options+=(--java-options --enable-native-access=ALL-UNNAMED
    --java-options --sun-misc-unsafe-memory-access=allow)
fi
"$jdk/bin/jpackage" --type app-image \
  --name Paydesk --app-version "$app_version" --vendor Paydesk \
  --description "Back-office console for payments, disputes, payouts and subscriptions" \
  --icon installer/paydesk.png \
  --input "$input" --main-jar paydesk.jar --main-class io.paydesk.Main \
  --runtime-image "$out/runtime" \
  "${java_options[@]}" \
  --dest "$out"
image=$out/Paydesk

if [ "$cds" = 1 ] && [ -z "${DISPLAY:-}" ]; then
  export DISPLAY=:96
  Xvfb :96 -screen 0 1440x900x24 -nolisten tcp > "$out/xvfb.log" 2>&1 &
  xvfb=$!
  trap 'kill $xvfb 2>/dev/null || true' EXIT
  for _ in $(seq 1 50); do [ -e /tmp/.X11-unix/X96 ] && break; sleep 0.1; done
fi
# The launcher maps an archive of what a start loads (trained where it runs): JDK 25's AOT cache,
# or AppCDS before it. -Xlog:...=error keeps a moved image quiet: it then starts without it.
use_cds() {
  if [ "$jdk_version" -ge 25 ]; then
    printf '%s\n' 'java-options=-XX:AOTCache=$APPDIR/paydesk.aot' \
      'java-options=-Xlog:aot*=error,cds*=error' >> "$1/lib/app/Paydesk.cfg"
  else
    printf '%s\n' 'java-options=-XX:SharedArchiveFile=$APPDIR/paydesk.jsa' \
      'java-options=-Xlog:cds*=error' >> "$1/lib/app/Paydesk.cfg"
  fi
}
[ "$cds" = 1 ] && bash installer/train-cds.sh "$image" "$out/cds-training.log"

if [ "$type" = deb ]; then
  stage=$out/deb-image/Paydesk
  mkdir -p "$out/deb-image"
  cp -a "$image" "$stage"
  rm -f "$stage/lib/app/paydesk.jsa" "$stage/lib/app/paydesk.aot"
  # The shared libraries JavaFX's own natives load (objdump -p on the .so files inside the
  # javafx-*-linux.jars, mapped to Debian 12 packages with dpkg -S); jpackage adds the runtime's.
  deps="libgtk-3-0, libglib2.0-0, libpango-1.0-0, libpangocairo-1.0-0, libpangoft2-1.0-0"
  deps="$deps, libcairo2, libcairo-gobject2, libgdk-pixbuf-2.0-0, libatk1.0-0, libfreetype6"
  deps="$deps, libfontconfig1, libx11-6, libxtst6, libxxf86vm1, libgl1"
  "$jdk/bin/jpackage" --type deb --app-image "$stage" \
    --name Paydesk --app-version "$app_version" --vendor Paydesk \
    --description "Back-office console for payments, disputes, payouts and subscriptions" \
    --icon installer/paydesk.png --resource-dir installer/linux \
    --linux-package-name paydesk --linux-package-deps "$deps" \
    --linux-shortcut --linux-menu-group "Office;Finance" --linux-app-category misc \
    --dest "$out"
  if [ "$cds" = 1 ]; then
    # The archive records each jar's size and time, and jpackage copies the jars anew: it is
    # trained on the files the .deb holds, unpacked and shown at /opt/paydesk (where they install)
    # in a private mount namespace (unshare), then packed again with them.
    deb=$(ls "$out"/paydesk_*.deb)
    root=$out/deb-root
    rm -rf "$root"
    dpkg-deb -R "$deb" "$root"
    unshare --map-root-user --mount bash -c 'mount -t tmpfs none /opt && mkdir /opt/paydesk &&
      mount --bind "$1" /opt/paydesk && bash installer/train-cds.sh /opt/paydesk "$2"' \
      - "$(realpath "$root/opt/paydesk")" "$(realpath "$out")/cds-training-deb.log"
    use_cds "$root/opt/paydesk"
    (cd "$root" && find opt -type f -print0 | sort -z | xargs -0 md5sum > DEBIAN/md5sums)
    sed -i "s/^Installed-Size: .*/Installed-Size: $(du -sk --exclude=DEBIAN "$root" | cut -f1)/" \
      "$root/DEBIAN/control"
    dpkg-deb --root-owner-group -b "$root" "$deb" > /dev/null
  fi
fi
if [ "$type" = msi ] || [ "$type" = dmg ]; then
  opts=installer/windows.jpackage
  if [ "$type" = dmg ]; then # the .icns is made from the PNG with macOS's own tools
    opts=installer/macos.jpackage
    mkdir -p "$out/paydesk.iconset"
    for s in 16 32 64 128 256; do
      sips -z $s $s installer/paydesk.png --out "$out/paydesk.iconset/icon_${s}x${s}.png" > /dev/null
    done
    iconutil -c icns "$out/paydesk.iconset" -o "$out/paydesk.icns"
  fi
  "$jdk/bin/jpackage" --app-image "$image" @"$opts" \
    --name Paydesk --app-version "$app_version" --vendor Paydesk \
    --description "Back-office console for payments, disputes, payouts and subscriptions" \
    --dest "$out"
fi
[ "$cds" = 1 ] && use_cds "$image"
echo "Built $type $version under $out in $((SECONDS - start)) s: $(du -sh "$image" | cut -f1) app image"
ls "$out"/*.deb 2> /dev/null || true
