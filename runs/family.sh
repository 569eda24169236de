#!/usr/bin/env bash
# issue 27: one Cowboys network for every board and 4 players, warm-started from the shipped 8x8 v2 model;
# the second attempt (2026-11-27): training waits for 50,000 positions in the window (--min-window, the warm-start default)
ROOT=/work/main
export OMP_WAIT_POLICY=PASSIVE
cd "$ROOT"
# setsid gives this job its own autogroup: rank the group itself, or nice only ranks threads inside it
echo 10 > /proc/self/autogroup 2>/dev/null || true
CP="$ROOT/runs/bin15/pz-cli.jar:$ROOT/runs/bin15/lib/*"
if [ -f runs/cowboys-family2/run.properties ]; then
  exec nice -n 10 java -Dpz.home="$ROOT" -cp "$CP" pz.cli.Main train --run runs/cowboys-family2 --iterations 1000 --hours ${1:-2.9}
fi
exec nice -n 10 java -Dpz.home="$ROOT" -cp "$CP" pz.cli.Main train cowboys --net v2 --init-model models/shipped/cowboys.pzm \
  --mix 'cowboys:size=6;cowboys:size=7;cowboys@2;cowboys:size=9@2;cowboys:players=4@2' --search gumbel --visits 64 \
  --threads 2 --eval-games 0 --run runs/cowboys-family2 --hours ${1:-2.9}
