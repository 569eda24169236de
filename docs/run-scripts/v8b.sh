#!/usr/bin/env bash
# v8b.sh (2026-12-07, thirty-fourth session): Cowboys 8x8 again, the default spec. Its shipped network (iteration 275 of
# runs/cowboys8-v2, Gumbel self-play at 64 visits) holds one of the two narrowest claims left, 63.0% [56.1, 69.4]
# against the fallback, and that run was lost with runs/. This continues from the shipped file with the recipe that
# took 7x7 from 61.0% to 93.0% in 1.25 hours (v7b.sh): Gumbel self-play at 128 visits on a quarter of the decisions and
# 32 on the rest, lr 0.0003, window from 25,000 positions.
exec "$(dirname "$0")/train-run.sh" "${B:-runs/bin46}" runs/cowboys8-r2 "${1:-1.5}" cowboys --net v2 \
  --init-model models/shipped/cowboys.pzm --search gumbel --visits 128 --fast-visits 32 --full-probability 0.25 \
  --threads 2 --eval-games 0 --lr 0.0003 --min-window 25000
