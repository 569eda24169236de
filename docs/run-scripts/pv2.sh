#!/usr/bin/env bash
# Proteus, the first v2 run (2026-11-28, nineteenth session): the recipe that took Amazons 8x8 and 6x6 past their
# fallback (amz.sh): a 4x32 v2 network (v2 reads a Proteus variant's options in its planes, so one network plays every
# combination), a teacher stage of the fallback itself (alpha-beta over material to depth 5; about 4 ms a move here, so
# 3,200 games take minutes), then Gumbel self-play with KataGo's playout cap (128 visits on a quarter of the
# decisions, 32 on the rest). The standard game twice, then the seed's variants and two notable combinations.
# 4x32 for the CPU: at 250 ms a turn alpha-beta searches about a million nodes, so the network's search needs every
# simulation it can make.
exec "$(dirname "$0")/train-run.sh" runs/bin30 runs/proteus-v2 "${1:-2.5}" proteus --net v2 --blocks 4 --channels 32 \
  --mix 'proteus@2;proteus:tradeoff;proteus:roulette=before;proteus:roulette=after;proteus:wallstreet=open;proteus:wallstreet=secret;proteus:polarity;proteus:warhorses;proteus:polarity,warhorses' \
  --teacher 'alphabeta:depth=5' --teacher-games 3200 \
  --search gumbel --visits 128 --fast-visits 32 --full-probability 0.25 --threads 2 --eval-games 0 \
  --min-window 25000
