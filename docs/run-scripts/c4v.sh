#!/usr/bin/env bash
# Cowboys 4 players, fourth recipe (2026-11-28, twenty-first session). c4l.sh (lr 0.0001) scored 50.0% of 40 against
# the fallback at its iteration 50, no better than the lr-0.0003 run it continued (55.0%, 52.5%). The change that took
# Amazons 10x10 from 32.5% to 60-69% was value targets half the game's result and half the self-play search's root
# value (--value-mix 0.5, lr 0.0003): the same here, from c4l.sh's iteration 56 (runs/matches/cowboys4-lr1-0056.pzm,
# kept beside the run's other files), 4-player games alone, Gumbel 128/32 as before.
exec "$(dirname "$0")/train-run.sh" runs/bin30 runs/cowboys4-vm "${1:-2.5}" cowboys:players=4 --net v2 \
  --init-model runs/matches/cowboys4-lr1-0056.pzm --value-mix 0.5 \
  --search gumbel --visits 128 --fast-visits 32 --full-probability 0.25 --threads 2 --eval-games 0 --lr 0.0003 \
  --min-window 25000
