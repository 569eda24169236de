#!/usr/bin/env bash
# queue28.sh (2026-11-29, twenty-eighth session): after the 4-player curve's second part (runs/curve.sh amazons-p4-to75),
# the rows of the shipped 4-player network (runs/matches/amazons-p4-0075.pzm = models/wip/amazons-p4-it75.pzm) against
# UCT 10k and the uniform evaluator, 200 games each, training and atlas paused; resumable (m7.sh's matches resume).
cd /work/main
while pgrep -f "pz.cli.Main curve runs/amazons-p4-to75" > /dev/null; do sleep 20; done
export JOBS='train|atlas' B=runs/bin30
exec runs/rows.sh amazons:players=4 runs/matches/amazons-p4-0075.pzm p4-0075-p4
