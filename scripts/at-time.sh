#!/usr/bin/env bash
# Runs a command with the clock of it and of every process it starts (the
# server, Chromium, Vitest's workers) moved to another moment in Irish time,
# and running on from there, through libfaketime (Debian's `faketime`):
#
#   scripts/at-time.sh "2026-11-29 00:05" npm run test:e2e
#   scripts/at-time.sh "2027-07-05 00:05" npx vitest run
#
# A test that passes in the afternoon can fail just after midnight (half an
# hour ago was yesterday), on a Monday (a new week), or in summer time, when
# Dublin's date runs an hour ahead of UTC's. CI runs whenever it is started.
set -euo pipefail

if [ $# -lt 2 ]; then
  echo "usage: scripts/at-time.sh 'YYYY-MM-DD HH:MM' command [args…]   (the time is Dublin's)" >&2
  exit 2
fi
if ! command -v faketime > /dev/null; then
  echo "at-time: needs libfaketime (as root: apt-get install -y faketime)" >&2
  exit 1
fi
target=$(TZ=Europe/Dublin date -d "$1" +%s)
shift
offset=$((target - $(date +%s)))
# libfaketime reads a relative offset as "+Ns" or "-Ns".
if [ "$offset" -ge 0 ]; then offset="+$offset"; fi
exec faketime -f "${offset}s" "$@"
