#!/usr/bin/env bash
# atlas-a7.sh (2026-11-29, twenty-ninth session): as atlas-a6.sh once the Amazons 8x8 probe is placed, but the
# hexagon's level-3 strength match waits: while no hexagon model ships its level 3 is the fallback at four times its
# budget (~4x the cost of every other Amazons probe), and the model in training (runs/amazons-hex) would supersede
# those games. So: the Amazons level-2 probes (10x10, the hexagon), Proteus' L3-L2 probe, Proteus' level-3 studies,
# then the Amazons level-3 probes (10x10, the hexagon), then every other missing study. Nice 10 below training
# (nice 2); resumable.
echo 10 > /proc/self/autogroup 2>/dev/null
export OMP_WAIT_POLICY=PASSIVE
cd /work/main
B=${B:-runs/bin37}
J=(nice -n 10 java -Dpz.home=/work/main -cp "$B/pz-cli.jar:$B/lib/*" pz.cli.Main atlas --threads 1)
"${J[@]}" --families amazons --levels 2 --strength-only || exit
"${J[@]}" --families proteus --levels 3 --strength-only || exit
"${J[@]}" --families proteus --levels 3 || exit
"${J[@]}" --families amazons --levels 3 --strength-only || exit
exec "${J[@]}"
