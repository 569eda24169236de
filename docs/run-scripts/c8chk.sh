#!/usr/bin/env bash
# c8chk.sh ITER [GAMES] (2026-12-07, thirty-fourth session): runs/cowboys8-r2's model ITER (iteration 275 + ITER of the
# 8x8 network), the network alone at 250 ms a turn, GAMES (default 50) against 8x8's fallback (openings of seed 34),
# then as many head to head with the shipped iteration 275 (copied to runs/matches/cowboys8-it275.pzm; seed 4275);
# training and atlas paused meanwhile.
cd /work/main
G=${2:-50}
SEED=34 TAG=fallback B=${B:-runs/bin46} JOBS='train|atlas' runs/chk.sh cowboys8-r2 cowboys "$1" "$G" || exit
SEED=4275 TAG=vs275 B=${B:-runs/bin46} JOBS='train|atlas' exec runs/chk.sh cowboys8-r2 cowboys "$1" "$G" \
  "mcts:model=runs/matches/cowboys8-it275.pzm,time=250,sample=4,heuristic=0,ptemp=1,rollouts=0,solver=0"
