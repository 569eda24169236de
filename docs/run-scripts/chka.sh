#!/usr/bin/env bash
# chka.sh RUN SPEC ITER [GAMES]: chk.sh for Amazons: RUN's model of iteration ITER, the network alone at 250 ms a turn
# against Amazons' fallback (the territory leaf) at the same time, the jar of runs/bin28 (subnormal weights zeroed), training paused.
export B=${B:-runs/bin28}
# records in runs/matches/RUN-ITER-GAMES-SPEC (the spec in the name: checks of several boards of one model)
export TAG=$(echo "$2" | tr ':,=' '___')
exec "$(dirname "$0")/chk.sh" "$1" "$2" "$3" "${4:-40}" "mcts:decisive=1,heuristic=1,solver=1,time=250,sample=4"
