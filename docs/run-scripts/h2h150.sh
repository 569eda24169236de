#!/usr/bin/env bash
# h2h150.sh (2026-12-07): runs/amazons-hex's model-0050 (the hexagon's iteration 150; 100-game check +76 -24) head to
# head with the shipped iteration 100, both networks alone at 250 ms a turn, 200 games, seed 4150; training and atlas paused.
cd /work/main
SEED=4150 TAG=vs100 B=runs/bin30 JOBS='train|atlas' exec runs/chk.sh amazons-hex amazons:hex 50 200 \
  "mcts:model=models/shipped/amazons_hex.pzm,time=250,sample=4,heuristic=0,ptemp=1,rollouts=0,solver=0"
