#!/usr/bin/env bash
# ahex2.sh (2026-12-07, thirty-second session): runs/ was lost again; runs/amazons-hex restarts from the shipped
# iteration 100 (models/wip/amazons-hex-it100.pzm) with ahex.sh's self-play settings, no teacher (the network is past it).
exec "$(dirname "$0")/train-run.sh" "${B:-runs/bin44}" runs/amazons-hex "${1:-2.5}" amazons:hex \
  --init-model models/wip/amazons-hex-it100.pzm --value-mix 0.5 \
  --search gumbel --visits 128 --fast-visits 32 --full-probability 0.25 --threads 2 --eval-games 0 \
  --min-window 25000
