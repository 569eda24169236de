#!/usr/bin/env bash
# claim34.sh ITER [ROWS]: the Amazons 3/4-player claim of runs/amazons-34's iteration ITER (twenty-fourth session):
# the network alone at 250 ms a turn against the fallback in the other seats, 200 games on amazons:players=3 and 200
# on amazons:players=4, openings from seed 1000+ITER (none of the 30-game checks' games), training and atlas paused
# (jar runs/bin30, as the checks). With ROWS=1 also the UCT 10k and uniform-evaluator rows on both specs (rows.sh).
# ONLY=3 or ONLY=4 plays that spec alone (the 2026-11-29 claim of iteration 342 was ONLY=4).
cd /work/main
I=$1; P=$(printf %04d "$I")
export B=runs/bin30 JOBS='train|atlas' SEED=$((1000 + I))
F="mcts:decisive=1,heuristic=1,solver=1,time=250,sample=4"
for n in 3 4; do
  [ -n "$ONLY" ] && [ "$ONLY" != "$n" ] && continue
  TAG=p$n-claim runs/chk.sh amazons-34 amazons:players=$n "$I" 200 "$F" || exit
  if [ "${ROWS:-0}" = 1 ]; then
    runs/rows.sh amazons:players=$n "runs/matches/amazons-34-$P.pzm" "a34-$P-p$n" || exit
  fi
done
