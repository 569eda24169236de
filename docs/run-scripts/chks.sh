#!/usr/bin/env bash
# chks.sh MODEL NAME OPP SPEC GAMES: runs/m7.sh with the solver on (SOLVER=1), every training run paused meanwhile.
cd /work/main
SOLVER=1 exec runs/pause-training.sh runs/m7.sh "$@"
