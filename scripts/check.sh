#!/usr/bin/env bash
# npm run check (the first step of npm test): the route types, then the type
# check, ESLint and Prettier's check side by side (npm run typecheck and npm
# run lint, at once). Each keeps to one core; on the 2-core CI machine the
# three take about 35 s together instead of 60 s one after another. Each
# one's output is shown whole, one after the other.
set -u
cd "$(dirname "$0")/.."
npx next typegen || exit 1
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
names=(tsc eslint prettier)
npx tsc --noEmit > "$out/tsc" 2>&1 &
pids=($!)
npx eslint . --max-warnings 0 > "$out/eslint" 2>&1 &
pids+=($!)
npx prettier --check . > "$out/prettier" 2>&1 &
pids+=($!)
failed=0
for i in 0 1 2; do
  wait "${pids[$i]}"
  status=$?
  echo "> ${names[$i]} (exit $status)"
  cat "$out/${names[$i]}"
  [ "$status" -eq 0 ] || failed=1
done
exit "$failed"
