#!/usr/bin/env bash
# chk7.sh ITER [GAMES]: runs/cowboys7-v128's model of iteration ITER, the network alone on 7x7 at 250 ms a turn against
# the fallback, the training run paused (SIGSTOP) meanwhile so that the machine is quiet.
cd /work/main
I=$(printf %04d "$1"); G=${2:-100}
cp "runs/cowboys7-v128/models/model-$I.pzm" "runs/matches/v7-$I.pzm" || exit 1
P=$(pgrep -f "train --run runs/cowboys7-v128|run runs/cowboys7-v128" | head -1)
[ -n "$P" ] && kill -STOP "$P"
trap '[ -n "$P" ] && kill -CONT "$P"' EXIT
runs/m7.sh "runs/matches/v7-$I.pzm" "v7-$I-7x7-vs-fallback-250-$G" FALLBACK cowboys:size=7 "$G"
