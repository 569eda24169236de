#!/usr/bin/env bash
# Amazons on the hexagon (written 2026-11-28, rewritten 2026-11-29, twenty-third session): no network plays it. The
# shipped 10x10 network (4x32 v2) carried over to the hexagon's policy layout (PolicyCarry: every weight kept, each of
# the 61 policy planes from the 10x10 plane of the same grid step and distance; jar runs/bin32), then the recipe that
# made the 10x10 network: a teacher stage of the hexagon's fallback (the territory leaf at 6,000 visits, half its
# budget; 320 games, a third of the from-scratch plan's 960, since the network starts trained), value targets half result
# and half search value, then Gumbel self-play 128/32. The carried network alone lost 10 of 10 to the fallback before
# training (runs/matches/hex-carry-0-10). From the twenty-eighth session's end it continues on runs/bin38, whose pz
# train records stopped_seconds (the time measurements hold it stopped), so the curve's hours leave them out.
exec "$(dirname "$0")/train-run.sh" "${B:-runs/bin38}" runs/amazons-hex "${1:-2.5}" amazons:hex \
  --init-model models/shipped/amazons.pzm --value-mix 0.5 \
  --teacher 'mcts:decisive=1,heuristic=1,solver=1,visits=6000' --teacher-games 320 \
  --search gumbel --visits 128 --fast-visits 32 --full-probability 0.25 --threads 2 --eval-games 0 \
  --min-window 25000
