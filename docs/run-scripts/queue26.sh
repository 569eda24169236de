#!/usr/bin/env bash
# queue26.sh: the twenty-sixth session's measurements in a row, each resumable: iteration 385 on players=4 (the
# 100-game check stopped at 2 games), a 30-game probe of 385 on players=3 setup=2, then the players=3 learning curve.
cd /work/main
while pgrep -f "runs/rows.sh" > /dev/null; do sleep 20; done
F="mcts:decisive=1,heuristic=1,solver=1,time=250,sample=4"
export B=runs/bin30 JOBS='train|atlas' SEED=34
TAG=p4 runs/chk.sh amazons-34 amazons:players=4 385 100 "$F" > runs/logs/chk-a34-385-p4.log 2>&1
TAG=p3s2 runs/chk.sh amazons-34 amazons:players=3,setup=2 385 30 "$F" > runs/logs/chk-a34-385-p3s2.log 2>&1
runs/curve-a34.sh > runs/logs/curve-a34.log 2>&1
