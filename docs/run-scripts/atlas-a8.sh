#!/usr/bin/env bash
# atlas-a8.sh (2026-11-29, thirtieth session): atlas-a7.sh on the jar of HEAD (runs/bin40), whose plan reads the
# shipped hexagon model (its level 3 is the model's search now). The same order: the Amazons level-2 probes (the
# hexagon's under way), Proteus' L3-L2 probe, Proteus' level-3 studies, the Amazons level-3 probes (10x10, the
# hexagon), then every other missing study. Nice 10 below training (nice 2); resumable.
echo 10 > /proc/self/autogroup 2>/dev/null
export OMP_WAIT_POLICY=PASSIVE
cd /work/main
B=${B:-runs/bin40}
J=(nice -n 10 java -Dpz.home=/work/main -cp "$B/pz-cli.jar:$B/lib/*" pz.cli.Main atlas --threads 1)
"${J[@]}" --families amazons --levels 2 --strength-only || exit
"${J[@]}" --families proteus --levels 3 --strength-only || exit
"${J[@]}" --families proteus --levels 3 || exit
"${J[@]}" --families amazons --levels 3 --strength-only || exit
exec "${J[@]}"
