#!/usr/bin/env bash
# Amazons for 3 and 4 players (written 2026-11-28, twenty-first session): no network plays them yet. The shipped
# 10x10 network (v2 4x32, models/shipped/amazons.pzm) carried over to 4 seats (its 2-player values start the
# per-player head), trained on both setups of 3 and 4 players with 10x10 kept in the mix; a teacher stage first (the
# territory-leaf fallback's own decisions and values: imitating the fallback took Cowboys 4 players from 22.5% to
# 42.5%), value targets half result and half search value (the change that made the 10x10 network), then Gumbel
# self-play 128/32 as every v2 run.
exec "$(dirname "$0")/train-run.sh" runs/bin30 runs/amazons-34 "${1:-2.5}" amazons:players=3 \
  --init-model models/shipped/amazons.pzm --value-mix 0.5 \
  --mix 'amazons:players=3@2;amazons:players=3,setup=2@1;amazons:players=4@2;amazons:players=4,setup=2@1;amazons@2' \
  --teacher 'mcts:decisive=1,heuristic=1,solver=1,visits=6000' --teacher-games 640 \
  --search gumbel --visits 128 --fast-visits 32 --full-probability 0.25 --threads 2 --eval-games 0 \
  --min-window 25000
