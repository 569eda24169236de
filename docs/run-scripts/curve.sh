#!/usr/bin/env bash
# curve.sh RUN STAGES GAMES [OPTIONS...]: the learning curve of runs/RUN (pz curve, the network alone at 250 ms a turn
# against the game's fallback and each stage against the one before, sample=4), every training run paused meanwhile;
# resumable (the same command continues). Written to runs/RUN/curve; OPTIONS go to pz curve (--stage-options solver=1).
export OMP_WAIT_POLICY=PASSIVE
echo -5 > /proc/self/autogroup 2>/dev/null
cd /work/main
R=$1; S=$2; G=$3; shift 3
B=${B:-runs/bin25}
exec runs/pause-training.sh nice -n -5 java -Dpz.home=/work/main -cp "$B/pz-cli.jar:$B/lib/*" pz.cli.Main curve "runs/$R" \
  ${S:+--stages "$S"} --network-only --games "$G" --time 250 --sample 4 --threads 2 --parallel 1 "$@"
