#!/usr/bin/env bash
# rows.sh SPEC MODEL NAME: the network alone (MODEL, 250 ms a turn) against UCT 10k and against the same search with a
# uniform evaluator, 200 games each (docs/learned-strength.md's rows), a training run paused meanwhile if one runs.
cd /work/main
S=$1; M=$2; N=$3
P=$(pgrep -f "pz.cli.Main train" | head -1)
[ -n "$P" ] && kill -STOP "$P"
trap '[ -n "$P" ] && kill -CONT "$P"' EXIT
runs/m7.sh "$M" "$N-vs-uct10k-250" "uct:rollouts=10000,time=250" "$S" 200
runs/m7.sh "$M" "$N-vs-uniform-250" "mcts:decisive=1,time=250,sample=4,heuristic=0,rollouts=0,solver=0" "$S" 200
