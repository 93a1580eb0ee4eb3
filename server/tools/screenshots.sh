#!/usr/bin/env bash
# Refreshes the README's screenshots of the browser page (docs/img/*.png): runs the browser tests (PageTest), which
# save a screenshot of each state they check. Needs chromium and chromium-driver (see the README).
set -euo pipefail
cd "$(dirname "$0")/../.."
mvn -B -ntp -q -pl server -am verify -Dtest=PageTest -Dsurefire.failIfNoSpecifiedTests=false \
    -Dcalhamer.screenshots="$PWD/docs/img"
ls -l docs/img
