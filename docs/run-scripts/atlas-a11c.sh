#!/usr/bin/env bash
# atlas-a11c.sh (2026-12-07): atlas-a11b.sh on runs/bin45 (rows whose games open in few ways are flagged).
# atlas-a11.sh (2026-11-30, thirty-first session): Proteus' alpha-beta levels with sampled openings (sample=8: the first
# eight turns drawn among the moves tied for the best score; jar runs/bin44). Without them the alpha-beta studies
# repeated a few lines (level 2's tradeoff,warhorses: 201 distinct games of 400, 27 distinct five-turn openings), so the
# Proteus studies and strength matches of levels 1-3 are played again, the old ones moved to docs/balance/superseded/.
# Then the Amazons level-3 probes and every missing study. Run by queue31c.sh after the curve.
# Autogroup nice 5 beside training's 2 (about a third of the machine while training runs), so the atlas, ~15 hours
# of play left, moves; resumable.
echo 5 > /proc/self/autogroup 2>/dev/null
export OMP_WAIT_POLICY=PASSIVE
cd /work/main
B=${B:-runs/bin45}
J=(nice -n 5 java -Dpz.home=/work/main -cp "$B/pz-cli.jar:$B/lib/*" pz.cli.Main atlas --threads 1)
"${J[@]}" --report-only --move-unplanned || exit
"${J[@]}" --families proteus --levels 1,2 || exit
"${J[@]}" --families proteus --strength-only || exit
"${J[@]}" --families proteus --levels 3 || exit
"${J[@]}" --families amazons --levels 3 --strength-only || exit
exec "${J[@]}"
