#!/usr/bin/env bash
# Cowboys 7x7, the first network of its own: the shipped 8x8 network (models/shipped/cowboys.pzm, 4x32 v2) warm-started
# on 7x7 alone with the recipe that took 9x9 past the bar (runs/cowboys9-v128): Gumbel self-play at 128 visits on a
# quarter of the decisions (policy targets), 32 on the rest (value targets only), fine-tuning at lr 0.0003 (a warm
# start's default), training once the fresh window holds 25,000 positions.
exec "$(dirname "$0")/train-run.sh" runs/bin22 runs/cowboys7-v128 "${1:-2.5}" cowboys:size=7 --net v2 \
  --init-model models/shipped/cowboys.pzm --search gumbel --visits 128 --fast-visits 32 --full-probability 0.25 --threads 2 --eval-games 0 \
  --lr 0.0003 --min-window 25000
