#!/usr/bin/env bash
# curve-a10.sh: the learning curve of runs/amazons-vm2 up to its shipped iteration 30 (runs/amazons-vm2-to30: the
# run's metrics and models 0-30), every 15th iteration (0, 15, 30), the network alone at 250 ms a turn against Amazons'
# fallback and each stage against the one before, 30 games each, training paused; resumable.
export OMP_WAIT_POLICY=PASSIVE
echo -5 > /proc/self/autogroup 2>/dev/null
cd /work/main
B=runs/bin30
exec runs/pause-training.sh nice -n -5 java -Dpz.home=/work/main -cp "$B/pz-cli.jar:$B/lib/*" pz.cli.Main curve runs/amazons-vm2-to30 \
  --every 15 --network-only --games 30 --time 250 --sample 4 --threads 2 --parallel 1
