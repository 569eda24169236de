#!/usr/bin/env bash
# pend.sh P T GAMES [SEED] (2026-12-08): the Proteus network's search with pending=P (leaves of one search in a batch)
# at T ms a turn against alpha-beta over material: how many simulations a decision a larger batch buys.
export OMP_WAIT_POLICY=PASSIVE
cd /work/main
P=$1; T=$2; G=$3; B=${B:-runs/bin46}
JOBS='train|atlas' exec runs/pause-training.sh nice -n -5 java -Dpz.home=/work/main -cp "$B/pz-cli.jar:$B/lib/*" pz.cli.Main match \
  "mcts:model=models/wip/proteus-v4-sp95.pzm,time=$T,sample=4,heuristic=0,hdepth=0,ptemp=1,rollouts=0,solver=1,pending=$P" \
  "alphabeta:depth=30,time=$T,sample=8" --spec proteus --games "$G" --threads 2 --parallel 1 \
  --records "runs/matches/pend-$P-$T" --seed ${4:-60}
