#!/usr/bin/env bash
# queue26b.sh: after queue26.sh, the claim of iteration 385 on amazons:players=3,setup=2 (200 games, openings from
# seed 2385, none of the probe's), training and atlas paused; resumable.
cd /work/main
while pgrep -f "runs/queue26.sh" > /dev/null; do sleep 20; done
export B=runs/bin30 JOBS='train|atlas' SEED=2385
TAG=p3s2-claim runs/chk.sh amazons-34 amazons:players=3,setup=2 385 200 "mcts:decisive=1,heuristic=1,solver=1,time=250,sample=4" \
  > runs/logs/claim-a34-385-p3s2.log 2>&1
