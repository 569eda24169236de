#!/usr/bin/env bash
# claim34.sh ITER [ROWS]: the Amazons 3/4-player claim of runs/amazons-34's iteration ITER (twenty-fourth session):
# the network alone at 250 ms a turn against the fallback in the other seats, 200 games on amazons:players=3 and 200
# on amazons:players=4, openings from seed 1000+ITER (none of the 30-game checks' games), training and atlas paused
# (jar runs/bin30, as the checks). With ROWS=1 also the UCT 10k and uniform-evaluator rows on both specs (rows.sh).
cd /work/main
I=$1; P=$(printf %04d "$I")
export B=runs/bin30 JOBS='train|atlas' SEED=$((1000 + I))
F="mcts:decisive=1,heuristic=1,solver=1,time=250,sample=4"
TAG=p3-claim runs/chk.sh amazons-34 amazons:players=3 "$I" 200 "$F" || exit
TAG=p4-claim runs/chk.sh amazons-34 amazons:players=4 "$I" 200 "$F" || exit
if [ "${ROWS:-0}" = 1 ]; then
  runs/rows.sh amazons:players=3 "runs/matches/amazons-34-$P.pzm" "a34-$P-p3" || exit
  runs/rows.sh amazons:players=4 "runs/matches/amazons-34-$P.pzm" "a34-$P-p4" || exit
fi
