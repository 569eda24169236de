#!/usr/bin/env bash
# kuct.sh: is UCT the strongest search without a network on Kadon? The same PUCT search as the network's with a
# uniform evaluator and the solver (no rollouts) against uct:time=250, 250 ms a turn, 200 games, training paused.
export OMP_WAIT_POLICY=PASSIVE
echo -5 > /proc/self/autogroup 2>/dev/null
cd /work/main
B=${B:-runs/bin25}
exec runs/pause-training.sh nice -n -5 java -Dpz.home=/work/main -cp "$B/pz-cli.jar:$B/lib/*" pz.cli.Main match \
  "mcts:decisive=1,heuristic=0,rollouts=0,sample=4,solver=1,time=250" "uct:time=250" --spec kadon --games 200 \
  --threads 2 --parallel 1 --records runs/matches/kadon-uniform-vs-uct-250
