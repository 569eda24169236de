#!/usr/bin/env bash
# claima.sh RUN SPEC ITER [GAMES] [SEED]: a claim after a check: chka.sh with GAMES (default 200) new games, openings from
# SEED (default 1000 + ITER; the checks use the match's default seed), records in runs/matches/RUN-ITER-GAMES-SPEC.
export SEED=${5:-$((1000 + $3))}
exec "$(dirname "$0")/chka.sh" "$1" "$2" "$3" "${4:-200}"
