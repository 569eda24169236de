#!/usr/bin/env bash
# save-runs.sh RUN...: at a session's end, copies each run's metrics.csv and run.properties to docs/run-metrics/RUN/ (to
# commit), so that a lost runs/ (three times so far) still leaves each run's games and hours per iteration for its
# learning curve's axes, and its settings. Models are committed separately, to models/wip, as they improve.
cd /work/main
for r in "$@"; do
  d=docs/run-metrics/$(basename "$r")
  mkdir -p "$d" && cp "runs/$(basename "$r")/metrics.csv" "runs/$(basename "$r")/run.properties" "$d/" && echo "saved $d"
done
