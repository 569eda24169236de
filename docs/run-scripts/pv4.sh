#!/usr/bin/env bash
# Proteus, the third v2 run (2026-11-28, twentieth session). pv3.sh's teacher stage with value targets mixed took the
# network alone from 10-10 to 14-6 against alphabeta:depth=3 (20 games each), and its next 30 self-play iterations did
# not move it (12-8 against depth 3, 7-13 against depth 4 at iteration 80). Alpha-beta is cheap here (depth 7: 12 ms
# a decision), so a deeper teacher: warm start from pv3.sh's iteration 50 (models/wip/proteus-v3-teach-vm.pzm),
# 2,560 games of alphabeta:depth=7,time=30 (iterative deepening to depth 7 or 30 ms a decision: without the
# time bound one wide position held a game for minutes) with its moves and (half) its values as targets, then Gumbel 128/32 self-play.
exec "$(dirname "$0")/train-run.sh" runs/bin30 runs/proteus-v4 "${1:-2.5}" proteus \
  --init-model models/wip/proteus-v3-teach-vm.pzm --value-mix 0.5 \
  --mix 'proteus@2;proteus:tradeoff;proteus:roulette=before;proteus:roulette=after;proteus:wallstreet=open;proteus:wallstreet=secret;proteus:polarity;proteus:warhorses;proteus:polarity,warhorses' \
  --teacher 'alphabeta:depth=7,time=30' --teacher-games 2560 \
  --search gumbel --visits 128 --fast-visits 32 --full-probability 0.25 --threads 2 --eval-games 0 \
  --min-window 25000
