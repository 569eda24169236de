#!/usr/bin/env bash
# Kadon: the shipped v1 network (models/shipped/kadon.pzm, 6x64, trained with rollout leaves; level with UCT at equal
# time when searched alone) fine-tuned on the seed's three rule readings at once (a v1 mix: one board, the readings
# told apart by the input planes) with the recipe that took Cowboys 9x9 and 7x7 past their bars: Gumbel self-play at
# 128 visits on a quarter of the decisions (policy targets), 32 on the rest (value targets only), lr 0.0003, training
# once the fresh window holds 25,000 positions.
exec "$(dirname "$0")/train-run.sh" runs/bin23 runs/kadon-v128 "${1:-2.5}" kadon --mix 'kadon@2;kadon:overmatch;kadon:placewins=off' \
  --init-model models/shipped/kadon.pzm --search gumbel --visits 128 --fast-visits 32 --full-probability 0.25 --threads 2 --eval-games 0 \
  --lr 0.0003 --min-window 25000
