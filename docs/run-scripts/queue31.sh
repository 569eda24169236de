#!/usr/bin/env bash
# queue31.sh (2026-11-29, thirty-first session): iteration 100 of runs/amazons-hex (100-game check: +70 -30) alone
# against the fallback at 250 ms a turn, 200 games, openings from seed 1100 (claima.sh); then head to head with the
# shipped iteration 54 (both networks alone at 250 ms a turn, 200 games, seed 4100); then its rows (adda.sh: uniform
# evaluator, seed 2100; UCT 10k, seed 3100). Training and atlas paused.
cd /work/main
export B=runs/bin30 JOBS='train|atlas'
runs/claima.sh amazons-hex amazons:hex 100 || exit
SEED=4100 TAG=vs54 runs/chk.sh amazons-hex amazons:hex 100 200 \
  "mcts:model=runs/matches/amazons-hex-0054.pzm,time=250,sample=4,heuristic=0,ptemp=1,rollouts=0,solver=0" || exit
exec runs/adda.sh amazons-hex amazons:hex 100
