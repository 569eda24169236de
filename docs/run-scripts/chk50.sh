#!/usr/bin/env bash
# chk50.sh (2026-12-07): waits for runs/amazons-hex's model-0050 (the hexagon's iteration 150: 50 self-play iterations
# after the shipped 100), then its 100-game check against the hexagon's fallback at 250 ms a turn, the protocol and
# openings of iteration 100's check (seed 34), training and atlas paused.
cd /work/main
while [ ! -f runs/amazons-hex/models/model-0050.pzm ]; do sleep 20; done
sleep 5
TAG=hex-r2 SEED=34 B=runs/bin30 JOBS='train|atlas' exec runs/chk.sh amazons-hex amazons:hex 50 100 "mcts:decisive=1,heuristic=1,solver=1,time=250,sample=4"
