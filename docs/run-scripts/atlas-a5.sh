#!/usr/bin/env bash
# atlas-a5.sh (2026-11-29, twenty-eighth session): the Amazons strength probes first (pz atlas --strength-only: their
# 2-player studies are complete at every level but the hexagon's level 3, which waits for the hexagon's model; no
# Amazons level is placed on an Elo scale yet, so the family has no balance-against-strength chart), then Proteus'
# level 3, then every
# other missing study and probe. Nice 10 below training (nice 2); resumable: the same command continues.
echo 10 > /proc/self/autogroup 2>/dev/null
export OMP_WAIT_POLICY=PASSIVE
cd /work/main
B=${B:-runs/bin37}
J=(nice -n 10 java -Dpz.home=/work/main -cp "$B/pz-cli.jar:$B/lib/*" pz.cli.Main atlas --threads 1)
"${J[@]}" --families amazons --levels 2,3 --strength-only || exit
"${J[@]}" --families proteus --levels 3 || exit
exec "${J[@]}"
