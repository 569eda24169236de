#!/usr/bin/env bash
# Amazons, first network run (2026-11-28): one 4x32 v2 network for 10x10, 8x8 and 6x6 (10x10 at twice the weight: the
# bar is on 10x10), opened by a teacher stage of Amazons' fallback search itself (the territory leaf, 6,000 visits a
# decision, half the fallback's budget so the stage fits a session) in every seat, then Gumbel self-play with
# KataGo's playout cap (128 visits on a quarter of the decisions, 32 on the rest). 4x32 rather than the 6x64 default:
# at equal time the network's search has to make hundreds of simulations against the fallback's ~13,000.
exec "$(dirname "$0")/train-run.sh" runs/bin29 runs/amazons-teach "${1:-2.5}" amazons --net v2 --blocks 4 --channels 32 \
  --mix 'amazons@2;amazons:size=8@1;amazons:size=6@1' \
  --teacher 'mcts:decisive=1,heuristic=1,solver=1,visits=6000' --teacher-games 960 \
  --search gumbel --visits 128 --fast-visits 32 --full-probability 0.25 --threads 2 --eval-games 0 \
  --min-window 25000
