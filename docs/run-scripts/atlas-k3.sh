#!/usr/bin/env bash
# atlas-k3.sh: Kadon's level 3 (the shipped network on the three readings) first, then every other missing study;
# lowest priority, resumable (the same command continues).
echo 19 > /proc/self/autogroup 2>/dev/null
export OMP_WAIT_POLICY=PASSIVE
cd /work/main
B=runs/bin25
nice -n 19 java -Dpz.home=/work/main -cp "$B/pz-cli.jar:$B/lib/*" pz.cli.Main atlas --threads 1 --families kadon --levels 3 || exit
exec nice -n 19 java -Dpz.home=/work/main -cp "$B/pz-cli.jar:$B/lib/*" pz.cli.Main atlas --threads 1
