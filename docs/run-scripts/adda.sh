#!/usr/bin/env bash
# adda.sh RUN SPEC ITER [GAMES]: after a claim (claima.sh), what the network adds: RUN's model of iteration ITER, the
# network alone at 250 ms a turn, against the same PUCT search with a uniform evaluator (even priors, value 0 in every
# leaf) and against UCT with up to 10,000 random rollouts, both at 250 ms a turn, GAMES (default 200) each, training
# paused; records in runs/matches/RUN-ITER-GAMES-SPEC-uniform and -uct.
cd /work/main
T=$(echo "$2" | tr ':,=' '___')
SEED=$((2000 + $3)) TAG=$T-uniform runs/chk.sh "$1" "$2" "$3" "${4:-200}" "mcts:decisive=1,time=250,sample=4,heuristic=0,rollouts=0,solver=0"
SEED=$((3000 + $3)) TAG=$T-uct exec runs/chk.sh "$1" "$2" "$3" "${4:-200}" "uct:rollouts=10000,time=250"
