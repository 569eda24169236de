#!/usr/bin/env bash
# queue28b.sh (2026-11-29, twenty-eighth session): after queue28.sh, the 4-player head-to-head the other way round. The
# curve's link had iteration 460 (= runs/amazons-p4 75, shipped) in one seat against 385 in the other three: +5 -25 in
# the top two. Here 385 in one seat against 460 in the other three (30 games, the same protocol: network alone, 250 ms,
# sample=4), to tell a real gap from an effect of three copies of one network at the table.
cd /work/main
while pgrep -f "runs/queue28.sh|runs/rows.sh" > /dev/null; do sleep 20; done
export JOBS='train|atlas' B=runs/bin30
O="mcts:model=runs/matches/amazons-p4-0075.pzm,time=250,sample=4,heuristic=0,ptemp=1,rollouts=0,solver=0"
exec runs/pause-training.sh runs/m7.sh runs/matches/amazons-34-0385.pzm p4-h2h-385-vs-3x460-30 "$O" amazons:players=4 30
