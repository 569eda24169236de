#!/usr/bin/env bash
# Proteus, the second v2 run (2026-11-28, twentieth session). The first (pv2.sh) left its value head near chance
# (held-out value loss 0.72 after the teacher, 0.88-0.98 in self-play) and its network alone fell from 10-10 to 4-16
# against alphabeta:depth=3 in 60 self-play iterations. Changed: value targets half the game's result, half the
# search's root value (--value-mix 0.5: the teacher's alpha-beta score over material, then the network's own search),
# the recipe that took Amazons 10x10 past its fallback; warm start from the first run's teacher stage (its policy
# already imitates alpha-beta) at the fine-tuning rate 0.0003; the teacher stage again (its games carry alpha-beta's
# values), then Gumbel 128/32 self-play as before.
exec "$(dirname "$0")/train-run.sh" runs/bin30 runs/proteus-v3 "${1:-2.5}" proteus \
  --init-model models/wip/proteus-v2-teach-3200.pzm --value-mix 0.5 \
  --mix 'proteus@2;proteus:tradeoff;proteus:roulette=before;proteus:roulette=after;proteus:wallstreet=open;proteus:wallstreet=secret;proteus:polarity;proteus:warhorses;proteus:polarity,warhorses' \
  --teacher 'alphabeta:depth=5' --teacher-games 3200 \
  --search gumbel --visits 128 --fast-visits 32 --full-probability 0.25 --threads 2 --eval-games 0 \
  --min-window 25000
