#!/usr/bin/env bash
# krows.sh: the learned-strength rows of Kadon's shipped network (models/shipped/kadon.pzm searched alone, the
# MCTS-Solver on, 250 ms a turn, 200 games each): against the same search with a uniform evaluator, against
# uct:rollouts=10000 and against the rollout search it replaced (models/wip/kadon-rollout-v1.pzm with its stored
# recipe, timed); every training run paused meanwhile.
cd /work/main
M=models/shipped/kadon.pzm
export SOLVER=1
runs/pause-training.sh bash -c "
runs/m7.sh $M k507-vs-uniform-250 'mcts:decisive=1,time=250,sample=4,heuristic=0,rollouts=0,solver=1' kadon 200 &&
runs/m7.sh $M k507-vs-uct10k-250 'uct:rollouts=10000,time=250' kadon 200 &&
runs/m7.sh $M k507-vs-rollout-v1-250 'mcts:model=models/wip/kadon-rollout-v1.pzm,contempt=0.15,decisive=1,rollouts=8,solver=1,time=250,sample=4' kadon 200"
