#!/usr/bin/env bash
# atlas-a9.sh (2026-11-29, thirtieth session): no model plays Proteus now (models/shipped/choices.txt: no Proteus network
# beats alpha-beta at equal time, and the shipped search at level 3's 100 visits scored 5.8% of 60 against level 2), so
# Proteus' level 3 is alpha-beta a whole turn deeper, alphabeta:depth=7 (jar runs/bin41): its strength match, then its
# one study of the twelve specs (about a second a game), then the Amazons level-3 probes (10x10, the hexagon), then
# every other missing study. Nice 10 below training (nice 2); resumable.
echo 10 > /proc/self/autogroup 2>/dev/null
export OMP_WAIT_POLICY=PASSIVE
cd /work/main
B=${B:-runs/bin41}
J=(nice -n 10 java -Dpz.home=/work/main -cp "$B/pz-cli.jar:$B/lib/*" pz.cli.Main atlas --threads 1)
"${J[@]}" --families proteus --levels 3 --strength-only || exit
"${J[@]}" --families proteus --levels 3 || exit
"${J[@]}" --families amazons --levels 3 --strength-only || exit
exec "${J[@]}"
