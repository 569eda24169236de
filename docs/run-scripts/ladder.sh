#!/usr/bin/env bash
# ladder.sh MODEL NAME GAMES DEPTH...: the network alone (runs/chks.sh: solver on, 250 ms a turn, training paused)
# against alpha-beta at each fixed DEPTH on proteus, GAMES games each; one summary line per depth.
cd /work/main
M=$1; N=$2; G=$3; shift 3
for d in "$@"; do
  B=${B:-runs/bin30} runs/chks.sh "$M" "$N-d$d" "alphabeta:depth=$d" proteus "$G" 2>&1 | grep -E "games \+|cost of"
done
