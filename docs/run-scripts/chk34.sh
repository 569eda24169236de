#!/usr/bin/env bash
# chk34.sh ITER [GAMES]: runs/amazons-34's iteration ITER, the network alone at 250 ms a turn against the fallback in
# the other seats, GAMES (default 100) on amazons:players=3 then on amazons:players=4, openings from seed 34 (the same at
# every check, so stages compare game for game), training and atlas paused, jar runs/bin30. Records in
# runs/matches/amazons-34-ITER-GAMES-p3 and -p4.
cd /work/main
export B=runs/bin30 JOBS='train|atlas' SEED=34
F="mcts:decisive=1,heuristic=1,solver=1,time=250,sample=4"
TAG=p3 runs/chk.sh amazons-34 amazons:players=3 "$1" "${2:-100}" "$F" || exit
TAG=p4 runs/chk.sh amazons-34 amazons:players=4 "$1" "${2:-100}" "$F"
