#!/usr/bin/env bash
# Cowboys 6x6, a v2 network of its own: the shipped 7x7 network (models/shipped/cowboys_size=7.pzm, 4x32 v2, from the 8x8 one) warm-started
# on 6x6 alone with the recipe that took 9x9 past the bar (runs/cowboys9-v128): Gumbel self-play at 128 visits on a
# quarter of the decisions (policy targets), 32 on the rest (value targets only), fine-tuning at lr 0.0003 (a warm
# start's default), training once the fresh window holds 25,000 positions.
exec "$(dirname "$0")/train-run.sh" runs/bin22 runs/cowboys6-v128 "${1:-2.5}" cowboys:size=6 --net v2 \
  --init-model models/shipped/cowboys_size=7.pzm --search gumbel --visits 128 --fast-visits 32 --full-probability 0.25 --threads 2 --eval-games 0 \
  --lr 0.0003 --min-window 25000
