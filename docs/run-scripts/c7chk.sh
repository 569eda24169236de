#!/usr/bin/env bash
# c7chk.sh ITER [GAMES] (2026-12-07, thirty-third session): runs/cowboys7-r2's model ITER (iteration 68 + ITER of the 7x7
# network), the network alone at 250 ms a turn, GAMES (default 100) against 7x7's fallback (openings of seed 34), then
# as many head to head with the shipped iteration 68 (seed 4068); training and atlas paused meanwhile.
cd /work/main
G=${2:-100}
SEED=34 TAG=fallback B=${B:-runs/bin46} JOBS='train|atlas' runs/chk.sh cowboys7-r2 cowboys:size=7 "$1" "$G" || exit
SEED=4068 TAG=vs68 B=${B:-runs/bin46} JOBS='train|atlas' exec runs/chk.sh cowboys7-r2 cowboys:size=7 "$1" "$G" \
  "mcts:model=models/shipped/cowboys_size=7.pzm,time=250,sample=4,heuristic=0,ptemp=1,rollouts=0,solver=0"
