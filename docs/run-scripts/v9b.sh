#!/usr/bin/env bash
# 9x9 Cowboys, recipe change at the plateau of cowboys9-lr3c: self-play at 128 Gumbel visits (was 64) with KataGo playout cap
# randomization (a quarter of the decisions full, policy targets from them; the rest 32 visits, value targets only),
# warm start from its iteration-47 model (models/wip/cowboys_size=9-v2-lr1-3008.pzm), lr 0.0001, training once the
# fresh window holds 25,000 positions.
exec "$(dirname "$0")/train-run.sh" runs/bin22 runs/cowboys9-v128 "${1:-2.5}" cowboys:size=9 --net v2 \
  --init-model models/wip/cowboys_size=9-v2-lr1-3008.pzm --search gumbel --visits 128 --fast-visits 32 --full-probability 0.25 --threads 2 --eval-games 0 \
  --lr 0.0001 --min-window 25000
