#!/usr/bin/env bash
echo 19 > /proc/self/autogroup 2>/dev/null
export OMP_WAIT_POLICY=PASSIVE
cd /work/main
exec nice -n 19 java -Dpz.home=/work/main -cp "runs/bin22/pz-cli.jar:runs/bin19/lib/*" pz.cli.Main atlas --levels 2 --families amazons --threads 1
