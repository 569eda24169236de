#!/usr/bin/env bash
# atlas-a4.sh (2026-11-28, twenty-second session): Cowboys' level 3 first (cowboys:players=4 is now played by its shipped
# model, runs/L3-model-cowboys_players=4), then Proteus' level 3 (the shipped model's search, 12 specs), then every
# other missing study; nice 10 (below training at nice 2, so that it gets about an eighth of the cores), resumable (the same command continues).
echo 10 > /proc/self/autogroup 2>/dev/null
export OMP_WAIT_POLICY=PASSIVE
cd /work/main
B=runs/bin35
J=(nice -n 10 java -Dpz.home=/work/main -cp "$B/pz-cli.jar:$B/lib/*" pz.cli.Main atlas --threads 1)
"${J[@]}" --families cowboys --levels 3 || exit
# Cowboys' level-2 studies are complete, so this plays only its probes' L2-L1 matches (cheap), which place every
# Cowboys level on the Elo scale and complete the family's balance-against-strength chart (twenty-seventh session)
"${J[@]}" --families cowboys --levels 2 || exit
"${J[@]}" --families proteus --levels 3 || exit
exec "${J[@]}"
