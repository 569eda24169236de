#!/usr/bin/env bash
# Balance atlas, level 2 (the strongest search without a network: pz play's fallback per family), 400 games per
# spec, cheapest first; resumable: run again to continue.
ROOT=/work/main
export OMP_WAIT_POLICY=PASSIVE
pz() { nice -n 19 java -Dpz.home="$ROOT" -cp "$ROOT/runs/bin2/pz-cli.jar:$ROOT/runs/bin2/lib/*" pz.cli.Main "$@"; }
FB="mcts:decisive=1,heuristic=1,rdepth=4,rollouts=8,solver=1,visits=1200"
common="--games 400 --no-stop --threads 1 --parallel 8 --seed 1"
pz balance cowboys:size=6 cowboys:size=7 --agent "$FB" $common --out "$ROOT/runs/atlas/L2-cowboys-small" || exit $?
pz balance kadon kadon:overmatch kadon:placewins=off --agent uct:rollouts=3000 $common --out "$ROOT/runs/atlas/L2-kadon" || exit $?
pz balance amazons:size=6 cowboys cowboys:players=4 --agent "$FB" $common --out "$ROOT/runs/atlas/L2-mid" || exit $?
pz balance proteus proteus:tradeoff proteus:wallstreet=open proteus:wallstreet=secret proteus:polarity proteus:warhorses \
  proteus:polarity,warhorses proteus:tradeoff,warhorses proteus:polarity,wallstreet=open proteus:roulette=before \
  proteus:roulette=after proteus:tradeoff,roulette=after \
  --agent alphabeta:depth=5 $common --out "$ROOT/runs/atlas/L2-proteus" || exit $?
pz balance cowboys:size=9 amazons:size=8 amazons:hex --agent "$FB" $common --out "$ROOT/runs/atlas/L2-large" || exit $?
pz balance amazons amazons:players=3 amazons:players=4 amazons:players=3,setup=2 amazons:players=4,setup=2 \
  --agent "$FB" $common --out "$ROOT/runs/atlas/L2-amazons10"
