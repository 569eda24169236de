#!/usr/bin/env bash
# Amazons on the hexagon (written 2026-11-28, twenty-second session): no network plays it, and the 10x10 network cannot
# be carried (61 policy planes here against 73), so a 4x32 v2 network from scratch with the recipe that made the
# 10x10 one: a teacher stage of the hexagon's fallback (the territory leaf at 6,000 visits, half its budget), value
# targets half result and half search value from the start, then Gumbel self-play 128/32 (tried: 2 iterations, tiny).
exec "$(dirname "$0")/train-run.sh" runs/bin30 runs/amazons-hex "${1:-2.5}" amazons:hex --net v2 --blocks 4 --channels 32 \
  --value-mix 0.5 --teacher 'mcts:decisive=1,heuristic=1,solver=1,visits=6000' --teacher-games 960 \
  --search gumbel --visits 128 --fast-visits 32 --full-probability 0.25 --threads 2 --eval-games 0 \
  --min-window 25000
