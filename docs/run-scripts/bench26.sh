#!/usr/bin/env bash
# bench26.sh: issue 26's worker-thread benchmark on a quiet machine: training and atlas stopped for its ~2 minutes
# (pause-training.sh with JOBS='train|atlas'); output to runs/logs/bench26.txt when run as the session did.
cd /work/main
B=${B:-runs/bin26}
JOBS='train|atlas' exec runs/pause-training.sh bash -c "sleep 5; java -Dpz.home=/work/main -cp '$B/pz-cli.jar:$B/lib/*' \
  pz.cli.Main bench search cowboys model=models/shipped/cowboys.pzm 2>&1 | tail -n 9"
