#!/usr/bin/env bash
# Cowboys 4 players, second recipe (2026-11-28): the first run (runs/cowboys4-v128, 3:1 4-player and 8x8 self-play from
# the shipped 8x8 network) stalled at 20-22.5% against the fallback in the other three seats (par 50%: a win is placing
# above the others' mean, first or second) at iterations 32 and 68. This run starts from its iteration 68 with a teacher
# stage: 640 games of the fallback search itself (1,000 visits a move) in every seat, its visit shares as policy
# targets (expert iteration's imitation), then Gumbel self-play as before, on 4-player games alone.
exec "$(dirname "$0")/train-run.sh" runs/bin28 runs/cowboys4-teach "${1:-2.5}" cowboys:players=4 --net v2 \
  --init-model runs/cowboys4-v128/models/model-0068.pzm \
  --teacher 'mcts:decisive=1,heuristic=1,rdepth=4,rollouts=8,solver=1,visits=1000' --teacher-games 640 \
  --search gumbel --visits 128 --fast-visits 32 --full-probability 0.25 --threads 2 --eval-games 0 --lr 0.0003 \
  --min-window 25000
