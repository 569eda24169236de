#!/usr/bin/env bash
# bench26.sh: issue 26's worker-thread benchmark on a quiet machine: every other pz job (training, atlas) stopped
# with SIGSTOP for the ~2 minutes, continued after; output to runs/logs/bench26.txt.
cd /work/main
B=${B:-runs/bin26}
P=$(pgrep -f '^java .*pz\.cli\.Main (train|atlas)')
[ -n "$P" ] && kill -STOP $P
trap '[ -n "$P" ] && kill -CONT $P' EXIT
sleep 5
java -Dpz.home=/work/main -cp "$B/pz-cli.jar:$B/lib/*" pz.cli.Main bench search cowboys model=models/shipped/cowboys.pzm 2>&1 | tail -n 9
