#!/usr/bin/env bash
# bench27.sh: issue 26's network speed, before (runs/bin26) and after (runs/bin27, Loops) in one sitting, alternated,
# training and atlas stopped meanwhile (pause-training.sh, JOBS).
cd /work/main
JOBS='train|atlas' exec runs/pause-training.sh bash -c "sleep 5
for r in 1 2; do for a in 'cowboys v2 4x32' 'amazons v2'; do for B in runs/bin26 runs/bin27; do
  echo \"== \$B pz bench nn \$a (\$(date -u +%H:%M:%S), load \$(cut -d' ' -f1 /proc/loadavg))\"
  java -Dpz.home=/work/main -cp \"\$B/pz-cli.jar:\$B/lib/*\" pz.cli.Main bench nn \$a 2>&1 | grep -E '^(inference|training) +(128|256)'
done; done; done"
