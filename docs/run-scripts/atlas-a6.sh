#!/usr/bin/env bash
# atlas-a6.sh (2026-11-29, twenty-eighth session): as atlas-a5.sh, with Proteus' level-3 strength match (the shipped
# model's search against alpha-beta depth 5, 60 games) before its level-3 studies, so that the level is placed while the
# studies play: the Amazons strength probes (pz atlas --strength-only), then Proteus' L3-L2 probe, then Proteus'
# level-3 studies, then every other missing study and probe. Nice 10 below training (nice 2); resumable.
echo 10 > /proc/self/autogroup 2>/dev/null
export OMP_WAIT_POLICY=PASSIVE
cd /work/main
B=${B:-runs/bin37}
J=(nice -n 10 java -Dpz.home=/work/main -cp "$B/pz-cli.jar:$B/lib/*" pz.cli.Main atlas --threads 1)
"${J[@]}" --families amazons --levels 2,3 --strength-only || exit
"${J[@]}" --families proteus --levels 3 --strength-only || exit
"${J[@]}" --families proteus --levels 3 || exit
exec "${J[@]}"
