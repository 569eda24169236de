#!/usr/bin/env bash
# Proteus, the fourth v2 run (2026-11-29, thirtieth session): a larger network. The 4x32 runs (pv3.sh, pv4.sh) both
# left the network alone level with alphabeta:depth=4 (100 games each), whatever their teacher (depth 5 or 7) and
# through 55 self-play iterations: the plateau. The untried change is capacity: 6x64 v2 (six times the multiply-adds
# of 4x32, so fewer simulations a move, each better), from scratch (a 4x32 model cannot seed it), the deeper teacher
# alphabeta:depth=7,time=30 for 5,120 games (twice pv4's) with its moves and half its values as targets, then
# Gumbel 128/32 self-play as before. The same nine-spec mix as pv4.sh.
exec "$(dirname "$0")/train-run.sh" "${B:-runs/bin40}" runs/proteus-v5 "${1:-2.5}" proteus \
  --net v2 --blocks 6 --channels 64 --value-mix 0.5 \
  --mix 'proteus@2;proteus:tradeoff;proteus:roulette=before;proteus:roulette=after;proteus:wallstreet=open;proteus:wallstreet=secret;proteus:polarity;proteus:warhorses;proteus:polarity,warhorses' \
  --teacher 'alphabeta:depth=7,time=30' --teacher-games 5120 \
  --search gumbel --visits 128 --fast-visits 32 --full-probability 0.25 --threads 2 --eval-games 0 \
  --min-window 25000
