#!/usr/bin/env bash
# Cowboys 4 players: the shipped 8x8 network carried to 4 seats (SeatCarry: tower, policy and pooling as they were,
# the WDL value head turned into per-player outputs) and fine-tuned on 4-player games with 8x8 games beside them
# (3:1, so the tower keeps what it knows of the board), with the recipe of the 2-player boards: Gumbel self-play at
# 128 visits on a quarter of the decisions, 32 on the rest, lr 0.0003, training once the window holds 25,000 positions.
exec "$(dirname "$0")/train-run.sh" runs/bin24 runs/cowboys4-v128 "${1:-2.5}" cowboys --net v2 \
  --mix 'cowboys:players=4@3;cowboys' --init-model models/shipped/cowboys.pzm --search gumbel --visits 128 --fast-visits 32 \
  --full-probability 0.25 --threads 2 --eval-games 0 --lr 0.0003 --min-window 25000
