#!/usr/bin/env bash
# Amazons, second recipe (2026-11-28, eighteenth session): runs/amazons-teach plateaued on 10x10 at 32.5-35% of 40
# against the fallback (iterations 166, 200, 250; the learning-rate step to 0.0003 at 208 did not move it) while 8x8
# and 6x6 passed it (75%, 67.5% at 250). Warm start from its iteration 250 with two changes: value targets half the
# game's result and half the self-play search's root value (--value-mix 0.5: its held-out value loss, 0.50-0.61,
# sat far above the training loss, 0.36, the sign of noisy result targets fitted), and 10x10 three games in five
# (the bar is there; the small boards pass). Same 4x32 network and Gumbel playout cap as before.
exec "$(dirname "$0")/train-run.sh" runs/bin29 runs/amazons-vm "${1:-2.5}" amazons \
  --init-model runs/amazons-teach/models/model-0250.pzm \
  --mix 'amazons@3;amazons:size=8@1;amazons:size=6@1' --value-mix 0.5 \
  --search gumbel --visits 128 --fast-visits 32 --full-probability 0.25 --threads 2 --eval-games 0
