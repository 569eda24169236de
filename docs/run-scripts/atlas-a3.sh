#!/usr/bin/env bash
# atlas-a3.sh: Amazons' level 3 with the shipped networks (10x10, 8x8, 6x6; 2026-11-28) first, then every other
# missing study (no --specs: a trial plan, whose pages cover its rows only, is refused without --out); lowest priority, resumable (the same command continues).
echo 19 > /proc/self/autogroup 2>/dev/null
export OMP_WAIT_POLICY=PASSIVE
cd /work/main
B=runs/bin30
J=(nice -n 19 java -Dpz.home=/work/main -cp "$B/pz-cli.jar:$B/lib/*" pz.cli.Main atlas --threads 1)
"${J[@]}" --families amazons --levels 3 || exit
exec "${J[@]}"
