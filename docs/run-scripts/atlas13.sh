#!/usr/bin/env bash
# atlas13.sh: Cowboys level 3 with the shipped 6x6, 7x7 and 9x9 networks (and the level-strength probes), at the lowest priority.
echo 19 > /proc/self/autogroup 2>/dev/null
export OMP_WAIT_POLICY=PASSIVE
cd /work/main
exec nice -n 19 java -Dpz.home=/work/main -cp "runs/bin24/pz-cli.jar:runs/bin24/lib/*" pz.cli.Main atlas --levels 3 --families cowboys --threads 1
