#!/usr/bin/env bash
# curve-hex100.sh (2026-11-30, thirty-first session): the hexagon run's learning curve extended to iteration 100 (the
# model that replaces the shipped 54): pz curve --every 18 (stages 0, 18, 36, 54 already played; 72, 90 and the last,
# 100, added), 30 games a match, training and atlas stopped meanwhile. The run has gone past 100, and the curve's last
# stage is the run's last model, so models 101 on are moved aside while it plays and put back after, however it ends.
# Run by queue31c.sh after the rows.
export OMP_WAIT_POLICY=PASSIVE
echo -5 > /proc/self/autogroup 2>/dev/null
cd /work/main
B=${B:-runs/bin39}
R=runs/amazons-hex
P=$(pgrep -f "^java .*pz\.cli\.Main (train|atlas)( |$)")
[ -n "$P" ] && kill -STOP $P
mkdir -p $R/models-after-100
back() { mv $R/models-after-100/*.pzm $R/models/ 2>/dev/null; [ -n "$P" ] && kill -CONT $P; }
trap back EXIT
for f in $R/models/model-*.pzm; do n=$(basename $f .pzm); n=$((10#${n#model-})); [ $n -gt 100 ] && mv $f $R/models-after-100/; done
nice -n -5 java -Dpz.home=/work/main -cp "$B/pz-cli.jar:$B/lib/*" pz.cli.Main curve $R --every 18 --network-only --games 30 \
  --time 250 --sample 4 --threads 2 --parallel 1
