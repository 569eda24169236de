#!/usr/bin/env bash
# bench29.sh: a network pass in parts, one per core (runs/bin29, Parts) against one pass on both OpenMP threads
# (runs/bin28) in one sitting, alternated, training and atlas stopped meanwhile (pause-training.sh, JOBS).
cd /work/main
JOBS='train|atlas' exec runs/pause-training.sh bash -c "sleep 5
for r in 1 2; do for a in 'cowboys v2 4x32' 'amazons v2 4x32' 'amazons v2'; do for B in runs/bin28 runs/bin29; do
  echo \"== \$B pz bench nn \$a (\$(date -u +%H:%M:%S), load \$(cut -d' ' -f1 /proc/loadavg))\"
  java -Dpz.home=/work/main -cp \"\$B/pz-cli.jar:\$B/lib/*\" pz.cli.Main bench nn \$a 2>&1 | grep -E '^(inference|training) +(32|128|256)'
done; done; done"
