#!/usr/bin/env bash
# queue29b.sh (2026-11-29, twenty-ninth session): the hexagon run's learning curve, training and atlas paused: models
# 0 (the carried 10x10 network), 18, 36 and 54 (the shipped one), each alone at 250 ms a turn against the fallback and
# against the stage before, 30 games a match (pz curve --every 18; jar runs/bin39, which leaves the stopped seconds
# out of the hours).
cd /work/main
export JOBS='train|atlas' B=runs/bin39
exec runs/curve.sh amazons-hex "" 30 --every 18
