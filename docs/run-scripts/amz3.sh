#!/usr/bin/env bash
# Amazons, second recipe continued (2026-11-28, nineteenth session): runs/amazons-vm (amz2.sh) was lost with runs/
# between sessions; its iteration 40 survived as models/wip/amazons-vm-it40.pzm (10x10 60% of 40, 8x8 85% of 40
# against the fallback). Warm start from it with amz2.sh's settings (value-mix 0.5, 10x10 three games in five, 4x32,
# Gumbel 128/32 playout cap); the replay window starts empty, so it trains again once 50,000 positions are in.
exec "$(dirname "$0")/train-run.sh" runs/bin30 runs/amazons-vm2 "${1:-2.5}" amazons \
  --init-model models/wip/amazons-vm-it40.pzm \
  --mix 'amazons@3;amazons:size=8@1;amazons:size=6@1' --value-mix 0.5 \
  --search gumbel --visits 128 --fast-visits 32 --full-probability 0.25 --threads 2 --eval-games 0
