#!/usr/bin/env bash
# rows.sh SPEC MODEL NAME: the network alone (MODEL, 250 ms a turn) against UCT 10k and against the same search with a
# uniform evaluator, 200 games each (docs/learned-strength.md's rows), every training run paused meanwhile. SOLVER=1
# turns the MCTS-Solver on in both searches (as Kadon's model is searched).
cd /work/main
S=$1; M=$2; N=$3
U="mcts:decisive=1,time=250,sample=4,heuristic=0,rollouts=0,solver=${SOLVER:-0}"
runs/pause-training.sh bash -c "runs/m7.sh '$M' '$N-vs-uct10k-250' 'uct:rollouts=10000,time=250' '$S' 200 &&
  runs/m7.sh '$M' '$N-vs-uniform-250' '$U' '$S' 200"
