#!/usr/bin/env bash
# chks.sh MODEL NAME OPP SPEC GAMES: runs/m7.sh with the solver on (SOLVER=1), every training run paused meanwhile.
cd /work/main
P=$(pgrep -f "pz.cli.Main train" | head -1)
[ -n "$P" ] && kill -STOP "$P"
trap '[ -n "$P" ] && kill -CONT "$P"' EXIT
SOLVER=1 runs/m7.sh "$@"
