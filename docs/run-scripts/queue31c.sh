#!/usr/bin/env bash
# queue31c.sh (2026-11-30): after runs/queue31.sh's last match (its rows, under runs/pause-training.sh), the hexagon's
# curve to iteration 100 (curve-hex100b.sh), then the atlas (atlas-a11b.sh).
cd /work/main
while pgrep -f 'runs/pause-training.sh' > /dev/null; do sleep 20; done
runs/curve-hex100b.sh
exec runs/atlas-a11b.sh
