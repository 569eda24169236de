#!/usr/bin/env bash
# bench29t.sh: issue 26's two-worker figure (pz bench search cowboys model=models/shipped/cowboys.pzm) before
# (runs/bin28) and after (runs/bin29, large passes in parts), alternated, training and atlas stopped meanwhile.
cd /work/main
JOBS='train|atlas' exec runs/pause-training.sh bash -c "sleep 5
for B in runs/bin28 runs/bin29; do
  echo \"== \$B pz bench search cowboys model=models/shipped/cowboys.pzm (\$(date -u +%H:%M:%S), load \$(cut -d' ' -f1 /proc/loadavg))\"
  java -Dpz.home=/work/main -cp \"\$B/pz-cli.jar:\$B/lib/*\" pz.cli.Main bench search cowboys model=models/shipped/cowboys.pzm 2>&1 | grep -E '^cowboys|quiet'
done"
