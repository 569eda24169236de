#!/usr/bin/env bash
# curve-a34.sh: the learning curve of runs/amazons-34 up to its shipped iteration 385 (runs/amazons-34-to385: the
# run's metrics and models 0-385, copied), 4 stages spread over the games, the network alone at 250 ms a turn
# against the fallback of amazons:players=3 in the other two seats and each stage against the one before, 30 games
# each (curve.sh), training and atlas paused; resumable (the same command continues).
JOBS='train|atlas' B=runs/bin30 exec "$(dirname "$0")/curve.sh" amazons-34-to385 4 30
