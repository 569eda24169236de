#!/usr/bin/env bash
# curve-a34.sh: the learning curve of runs/amazons-34 up to its shipped iteration 385 (runs/amazons-34-to385: the
# run's metrics and models 0-385, copied), 4 stages spread over the games, the network alone at 250 ms a turn
# against the fallback of amazons:players=3 in the other two seats and each stage against the one before, 30 games
# each, training and atlas paused; resumable (the same command continues).
export OMP_WAIT_POLICY=PASSIVE
echo -5 > /proc/self/autogroup 2>/dev/null
cd /work/main
B=runs/bin30
JOBS='train|atlas' exec runs/pause-training.sh nice -n -5 java -Dpz.home=/work/main -cp "$B/pz-cli.jar:$B/lib/*" pz.cli.Main curve runs/amazons-34-to385 \
  --stages 4 --network-only --games 30 --time 250 --sample 4 --threads 2 --parallel 1
