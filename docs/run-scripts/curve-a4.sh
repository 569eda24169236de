#!/usr/bin/env bash
# curve-a4.sh (2026-11-29, twenty-seventh session): the learning curve of the shipped 4-player Amazons network
# (models/shipped/amazons_players=4.pzm), whose lineage is two runs: runs/amazons-34 to iteration 385 (its copy
# runs/amazons-34-to385, 4 stages, played on amazons:players=4: written to runs/amazons-34-to385/curve-amazons_players=4),
# then runs/amazons-p4 from 385 to its shipped iteration 75 (runs/amazons-p4-to75, a copy of models 0-75 and their
# metrics; stages 0 = 385 and 75). The network alone at 250 ms a turn in one seat against the fallback in the other
# three, and each stage against the one before, 30 games each (curve.sh), training and atlas paused; resumable.
export JOBS='train|atlas' B=runs/bin35
"$(dirname "$0")/curve.sh" amazons-34-to385 4 30 --spec amazons:players=4 || exit
exec "$(dirname "$0")/curve.sh" amazons-p4-to75 2 30
