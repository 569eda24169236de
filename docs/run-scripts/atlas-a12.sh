#!/usr/bin/env bash
# atlas-a12.sh (2026-12-07, thirty-fourth session): atlas-a11c.sh on runs/bin46, and the last step with
# --replay-changed: the level-3 studies and strength matches whose model shipped anew since their games (Cowboys 7x7
# iteration 340, the hexagon's iteration 150) are played again, their old games moved to docs/balance/superseded/.
# Autogroup nice 5 beside training's 2; resumable (the same command continues).
echo 5 > /proc/self/autogroup 2>/dev/null
export OMP_WAIT_POLICY=PASSIVE
cd /work/main
B=${B:-runs/bin46}
J=(nice -n 5 java -Dpz.home=/work/main -cp "$B/pz-cli.jar:$B/lib/*" pz.cli.Main atlas --threads 1)
"${J[@]}" --families proteus --levels 3 || exit
"${J[@]}" --families amazons --levels 3 --strength-only || exit
exec "${J[@]}" --replay-changed
