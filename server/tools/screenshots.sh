#!/usr/bin/env bash
# Refreshes the screenshots of the browser page (docs/img/*.png): runs the browser tests (PageTest), which save a
# screenshot of each state they check, and MapScreenshotsTest, which saves docs/img/map-<id>.png for every bundled
# map. Needs chromium and chromium-driver (see the README).
set -euo pipefail
cd "$(dirname "$0")/../.."
mvn -B -ntp -q -pl server -am verify -Dtest='PageTest,MapScreenshotsTest' -Dsurefire.failIfNoSpecifiedTests=false \
    -Dcalhamer.screenshots="$PWD/docs/img" -Dcalhamer.mapScreenshots="$PWD/docs/img"
ls -l docs/img
