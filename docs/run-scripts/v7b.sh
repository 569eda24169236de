#!/usr/bin/env bash
# v7b.sh (2026-12-07, thirty-third session): Cowboys 7x7 again. Its shipped network (iteration 68 of runs/cowboys7-v128,
# 25 minutes of training) holds the narrowest claim of the shipped models, 61.0% [54.1, 67.5] against the fallback, and
# that run stopped at iteration 73 and was lost with runs/. This continues from the shipped file with v7.sh's recipe:
# Gumbel self-play at 128 visits on a quarter of the decisions and 32 on the rest, lr 0.0003, window from 25,000.
exec "$(dirname "$0")/train-run.sh" "${B:-runs/bin46}" runs/cowboys7-r2 "${1:-1.5}" cowboys:size=7 --net v2 \
  --init-model models/shipped/cowboys_size=7.pzm --search gumbel --visits 128 --fast-visits 32 --full-probability 0.25 \
  --threads 2 --eval-games 0 --lr 0.0003 --min-window 25000
