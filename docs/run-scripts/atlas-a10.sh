#!/usr/bin/env bash
# atlas-a10.sh (2026-11-29, thirtieth session): as atlas-a9.sh (no model plays Proteus, so its level 3 is alpha-beta a
# whole turn deeper), the level-3 alpha-beta bounded at 2 million nodes a decision, alphabeta:depth=7,nodes=2000000
# (jar runs/bin43): unbounded, a Roulette game took minutes a decision. Proteus' L3-L2 strength match, then its one
# study of the twelve specs, then the Amazons level-3 probes (10x10, the hexagon), then every other missing study.
# Nice 10 below training (nice 2); resumable.
echo 10 > /proc/self/autogroup 2>/dev/null
export OMP_WAIT_POLICY=PASSIVE
cd /work/main
B=${B:-runs/bin43}
J=(nice -n 10 java -Dpz.home=/work/main -cp "$B/pz-cli.jar:$B/lib/*" pz.cli.Main atlas --threads 1)
"${J[@]}" --families proteus --levels 3 --strength-only || exit
"${J[@]}" --families proteus --levels 3 || exit
"${J[@]}" --families amazons --levels 3 --strength-only || exit
exec "${J[@]}"
