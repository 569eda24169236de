#!/usr/bin/env bash
# atlas-all.sh: every study the atlas still misses (all families, all levels), at the lowest priority, resumable.
echo 19 > /proc/self/autogroup 2>/dev/null
export OMP_WAIT_POLICY=PASSIVE
cd /work/main
exec nice -n 19 java -Dpz.home=/work/main -cp "runs/bin24/pz-cli.jar:runs/bin24/lib/*" pz.cli.Main atlas --threads 1
