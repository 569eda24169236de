#!/usr/bin/env bash
# benchnn.sh: issue 26's network speed targets (v2 inference at batch 128, training at 256, against the same
# convolutions as raw ops) on a quiet machine: training and atlas stopped meanwhile (pause-training.sh, JOBS).
cd /work/main
B=${B:-runs/bin26}
JOBS='train|atlas' exec runs/pause-training.sh bash -c "sleep 5
for a in 'cowboys v2 4x32' 'amazons v2' 'cowboys v2 4x32' 'amazons v2'; do
  echo \"== pz bench nn \$a (\$(date -u +%H:%M:%S), load \$(cut -d' ' -f1 /proc/loadavg))\"
  java -Dpz.home=/work/main -cp '$B/pz-cli.jar:$B/lib/*' pz.cli.Main bench nn \$a 2>&1
done"
