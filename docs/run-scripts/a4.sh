#!/usr/bin/env bash
# Amazons for 4 players (written 2026-11-29, twenty-sixth session). runs/amazons-34 trained one network on 3
# and 4 players and 10x10 (2:1:2:1:2); its 3-player network shipped at iteration 385 (66.5% of 200 against the
# fallback), but on 4 players 385 made 65.0% of the same 100 openings where 342 made 68.0% (342's claim: 58.5%): no
# gain in 43 iterations, while 3 players gained 8.5 points. The recipe change: the same network (iteration 385, the
# committed models/wip/amazons-34-it385.pzm) trained on 4-player games at six sevenths of the mix (both setups,
# 2:1) instead of three eighths, so that most of the cores go to the spec still missing; the rest as a34.sh (Gumbel 128/32, value targets half
# result and half search value, lr 0.0001 as a34 since iteration 265, no teacher: the network already beats it on 3).
# 3 players stay in at weight 1 (a seventh): a run of 4-player specs alone builds a network of the specs' own seats,
# and pz train refuses to put the 4-seat family network there (MixedRun.checkSeats); the seventh also keeps the
# shipped 3-player skill from being forgotten.
exec "$(dirname "$0")/train-run.sh" runs/bin30 runs/amazons-p4 "${1:-2.5}" amazons:players=4 \
  --init-model models/wip/amazons-34-it385.pzm --value-mix 0.5 --lr 0.0001 \
  --mix 'amazons:players=4@4;amazons:players=4,setup=2@2;amazons:players=3@1' \
  --search gumbel --visits 128 --fast-visits 32 --full-probability 0.25 --threads 2 --eval-games 0 \
  --min-window 25000
