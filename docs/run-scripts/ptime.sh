#!/usr/bin/env bash
# ptime.sh T GAMES [SEED] (2026-12-07, thirty-fourth session): does a longer time a move close Proteus' gap? The best
# Proteus network (models/wip/proteus-v4-sp95.pzm, level with alphabeta:depth=4 node for node) alone, solver on,
# against alpha-beta over material (the fallback) at T ms a decision each, GAMES games on proteus; training and atlas
# paused. Records runs/matches/ptime-T.
export OMP_WAIT_POLICY=PASSIVE
cd /work/main
T=$1; G=$2; B=${B:-runs/bin46}
JOBS='train|atlas' exec runs/pause-training.sh nice -n -5 java -Dpz.home=/work/main -cp "$B/pz-cli.jar:$B/lib/*" pz.cli.Main match \
  "mcts:model=models/wip/proteus-v4-sp95.pzm,time=$T,sample=4,heuristic=0,hdepth=0,ptemp=1,rollouts=0,solver=1" \
  "alphabeta:depth=30,time=$T,sample=8" --spec proteus --games "$G" --threads 2 --parallel 1 \
  --records "runs/matches/ptime-$T" --seed ${3:-50}
