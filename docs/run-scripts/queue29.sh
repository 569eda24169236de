#!/usr/bin/env bash
# queue29.sh (2026-11-29, twenty-ninth session): the hexagon network's claim and rows, training and atlas paused
# (JOBS='train|atlas'): iteration 54 of runs/amazons-hex (30-game check: +20 -10) alone against the fallback at 250 ms
# a turn, 200 games, openings from seed 1054; then against the uniform evaluator (seed 2054) and UCT 10k (seed 3054).
cd /work/main
export B=runs/bin30 JOBS='train|atlas'
runs/claima.sh amazons-hex amazons:hex 54 || exit
exec runs/adda.sh amazons-hex amazons:hex 54
