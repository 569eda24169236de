#!/usr/bin/env bash
# Cowboys 4 players, third recipe (2026-11-28, twenty-first session). c4t.sh's run (teacher stage, then Gumbel
# self-play at lr 0.0003) reached par against the fallback in the other three seats (55.0%, 52.5% of 40 at iterations
# 43 and 75) and no further; its directory was lost, its iteration 94 kept as models/wip/cowboys_players=4-teach-6016.pzm.
# Continued from that file with the learning rate stepped down to 0.0001 (the change that took the 9x9 run from a 50%
# plateau to its shipped strength), the same Gumbel 128/32 self-play on 4-player games alone.
exec "$(dirname "$0")/train-run.sh" runs/bin30 runs/cowboys4-lr1 "${1:-2.5}" cowboys:players=4 --net v2 \
  --init-model models/wip/cowboys_players=4-teach-6016.pzm \
  --search gumbel --visits 128 --fast-visits 32 --full-probability 0.25 --threads 2 --eval-games 0 --lr 0.0001 \
  --min-window 25000
