#!/usr/bin/env bash
# Proteus: the shipped v1 network (models/shipped/proteus.pzm, 4x32, trained with alpha-beta leaves) fine-tuned on the
# seed's variants at once (a v1 mix: one board, the variants told apart by the input planes) with the recipe that took
# Cowboys 6x6, 7x7, 9x9 past their bars and Kadon from 50% to 57.5%: Gumbel self-play at 128 visits on a quarter of the
# decisions (policy targets), 32 on the rest (value targets only), lr 0.0003, training once the window holds 25,000
# positions. The standard game counts twice.
exec "$(dirname "$0")/train-run.sh" runs/bin28 runs/proteus-v128 "${1:-2.5}" proteus \
  --mix 'proteus@2;proteus:tradeoff;proteus:roulette=before;proteus:roulette=after;proteus:wallstreet=open;proteus:wallstreet=secret;proteus:polarity;proteus:warhorses;proteus:polarity,warhorses' \
  --init-model models/shipped/proteus.pzm --search gumbel --visits 128 --fast-visits 32 --full-probability 0.25 --threads 2 --eval-games 0 \
  --lr 0.0003 --min-window 25000
