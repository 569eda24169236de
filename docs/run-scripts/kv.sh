#!/usr/bin/env bash
# Kadon: the shipped v1 network (models/shipped/kadon.pzm, 6x64, trained with rollout leaves; level with UCT at equal
# time when searched alone) fine-tuned on the seed's three rule readings at once (a v1 mix: one board, the readings
# told apart by the input planes) with the recipe that took Cowboys 9x9 and 7x7 past their bars: Gumbel self-play at
# 128 visits on a quarter of the decisions (policy targets), 32 on the rest (value targets only), lr 0.0003, training
# once the fresh window holds 25,000 positions.
export OMP_WAIT_POLICY=PASSIVE
echo 2 > /proc/self/autogroup 2>/dev/null
cd /work/main
H=${1:-2.5}
B=runs/bin23
if [ -d runs/kadon-v128 ]; then
  exec nice -n 2 java -Dpz.home=/work/main -cp "$B/pz-cli.jar:$B/lib/*" pz.cli.Main train --run runs/kadon-v128 --iterations 100000 --hours "$H" ${LR:+--lr $LR}
fi
exec nice -n 2 java -Dpz.home=/work/main -cp "$B/pz-cli.jar:$B/lib/*" pz.cli.Main train kadon --mix 'kadon@2;kadon:overmatch;kadon:placewins=off' \
  --init-model models/shipped/kadon.pzm --search gumbel --visits 128 --fast-visits 32 --full-probability 0.25 --threads 2 --eval-games 0 \
  --lr 0.0003 --min-window 25000 --run runs/kadon-v128 --hours "$H"
