#!/usr/bin/env bash
# queue28c.sh (2026-11-29, twenty-eighth session): the shipped 4-player network against the fallback both ways
# (pz match --both-ways): 100 games with the network alone against three copies of the fallback, then 100 with the
# fallback alone against three copies of the network; A's result over both cancels the lone seat's handicap. The
# network alone at 250 ms a turn as in the claims (runs/matches/amazons-p4-0075.pzm, solver off), seed 3075, training
# and atlas paused; resumable (the same command continues).
export OMP_WAIT_POLICY=PASSIVE
echo -5 > /proc/self/autogroup 2>/dev/null
cd /work/main
export JOBS='train|atlas'
B=${B:-runs/bin38}
A="mcts:model=runs/matches/amazons-p4-0075.pzm,time=250,sample=4,heuristic=0,ptemp=1,rollouts=0,solver=0"
O="mcts:decisive=1,heuristic=1,solver=1,time=250,sample=4"
exec runs/pause-training.sh nice -n -5 java -Dpz.home=/work/main -cp "$B/pz-cli.jar:$B/lib/*" pz.cli.Main match "$A" "$O" \
  --spec amazons:players=4 --games 100 --both-ways --threads 2 --parallel 1 --seed 3075 --records runs/matches/p4-0075-bothways-100
