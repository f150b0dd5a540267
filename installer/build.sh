#!/usr/bin/env bash
# Builds a self-contained Paydesk for this OS with jpackage (JDK 17+).
#   installer/build.sh            -> target/installer/Paydesk/ (app image, runs without a JDK)
#   installer/build.sh deb        -> target/installer/paydesk_*.deb (needs fakeroot, dpkg-deb)
set -euo pipefail
cd "$(dirname "$0")/.."
type="${1:-app-image}"
mvn -B -ntp -q -DskipTests package
rm -rf target/installer target/jpackage-input
mkdir -p target/jpackage-input
cp -r target/paydesk.jar target/lib target/jpackage-input/
extra=()
if [ "$type" = deb ]; then
  extra+=(--linux-package-deps libgtk-3-0 --linux-shortcut --linux-menu-group Office)
fi
jpackage --type "$type" \
  --name Paydesk \
  --app-version 0.1.0 \
  --vendor Paydesk \
  --input target/jpackage-input --main-jar paydesk.jar \
  --main-class io.paydesk.Main \
  --java-options '-Xmx2g' \
  --dest target/installer \
  "${extra[@]}"
echo "Built $type under target/installer"
