#!/usr/bin/env bash
# chk.sh RUN SPEC ITER [GAMES] [OPPONENT]: RUN's model of iteration ITER (runs/RUN/models/model-ITER.pzm), the network
# alone at 250 ms a turn against OPPONENT (default FALLBACK, Cowboys' fallback) on SPEC, every training run paused
# meanwhile so that the machine is quiet; records in runs/matches/RUN-ITER-GAMES[-TAG]. SOLVER=1, EXTRA, SEED: as m7.sh.
cd /work/main
R=$1; S=$2; I=$(printf %04d "$3"); G=${4:-100}; O=${5:-FALLBACK}
cp "runs/$R/models/model-$I.pzm" "runs/matches/$R-$I.pzm" || exit 1
exec runs/pause-training.sh runs/m7.sh "runs/matches/$R-$I.pzm" "$R-$I-$G${TAG:+-$TAG}" "$O" "$S" "$G"
