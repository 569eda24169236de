#!/usr/bin/env bash
# pclaim.sh T [GAMES] (2026-12-08, thirty-fifth session): the Proteus claim of issue 27 at T ms a decision each: the
# best Proteus network (models/wip/proteus-v4-sp95.pzm) alone (prior at temperature 1, no rollouts, no heuristic, no
# alpha-beta leaves; solver on) against pz play's fallback, alpha-beta over material, 200 games with sampled openings
# on proteus, training and atlas paused. Records runs/matches/pclaim-T; run it again to continue (no game twice).
export OMP_WAIT_POLICY=PASSIVE
cd /work/main
T=$1; G=${2:-200}; B=${B:-runs/bin46}
JOBS='train|atlas' exec runs/pause-training.sh nice -n -5 java -Dpz.home=/work/main -cp "$B/pz-cli.jar:$B/lib/*" pz.cli.Main match \
  "mcts:model=models/wip/proteus-v4-sp95.pzm,time=$T,sample=4,heuristic=0,hdepth=0,ptemp=1,rollouts=0,solver=1" \
  "alphabeta:depth=30,time=$T,sample=8" --spec proteus --games "$G" --threads 2 --parallel 1 \
  --records "runs/matches/pclaim-$T" --seed 51
