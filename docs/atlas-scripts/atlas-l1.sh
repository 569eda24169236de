#!/usr/bin/env bash
# Balance atlas, level 1 (a fast search without a network), 400 games per spec; resumable: run again to continue.
# Records and reports go to docs/balance/runs/ (committed as they grow, so a lost runs/ loses nothing).
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
JAR="${PZ_JAR_DIR:-$ROOT/runs/bin}"
export OMP_WAIT_POLICY=PASSIVE
pz() { nice -n 19 java -Dpz.home="$ROOT" -cp "$JAR/pz-cli.jar:$JAR/lib/*" pz.cli.Main "$@"; }
OUT="$ROOT/docs/balance/runs"
pz balance cowboys:size=6 cowboys:size=7 cowboys cowboys:size=9 cowboys:players=4 \
  kadon kadon:overmatch kadon:placewins=off \
  amazons:size=6 amazons:size=8 amazons amazons:hex amazons:players=3 amazons:players=4 amazons:players=3,setup=2 amazons:players=4,setup=2 \
  --agent uct:rollouts=300 --games 400 --no-stop --threads 1 --parallel 8 --seed 1 --out "$OUT/L1-uct300" || exit $?
pz balance proteus proteus:tradeoff proteus:roulette=before proteus:roulette=after proteus:wallstreet=open \
  proteus:wallstreet=secret proteus:polarity proteus:warhorses proteus:polarity,warhorses proteus:tradeoff,roulette=after \
  proteus:tradeoff,warhorses proteus:polarity,wallstreet=open \
  --agent alphabeta:depth=2 --games 400 --no-stop --threads 1 --parallel 8 --seed 1 --out "$OUT/L1-ab2"
