#!/usr/bin/env bash
# Cowboys 4 players: the shipped 8x8 network carried to 4 seats (SeatCarry: tower, policy and pooling as they were,
# the WDL value head turned into per-player outputs) and fine-tuned on 4-player games with 8x8 games beside them
# (3:1, so the tower keeps what it knows of the board), with the recipe of the 2-player boards: Gumbel self-play at
# 128 visits on a quarter of the decisions, 32 on the rest, lr 0.0003, training once the window holds 25,000 positions.
export OMP_WAIT_POLICY=PASSIVE
echo 2 > /proc/self/autogroup 2>/dev/null
cd /work/main
H=${1:-2.5}
B=runs/bin24
if [ -d runs/cowboys4-v128 ]; then
  exec nice -n 2 java -Dpz.home=/work/main -cp "$B/pz-cli.jar:$B/lib/*" pz.cli.Main train --run runs/cowboys4-v128 --iterations 100000 --hours "$H" ${LR:+--lr $LR}
fi
exec nice -n 2 java -Dpz.home=/work/main -cp "$B/pz-cli.jar:$B/lib/*" pz.cli.Main train cowboys --net v2 \
  --mix 'cowboys:players=4@3;cowboys' --init-model models/shipped/cowboys.pzm --search gumbel --visits 128 --fast-visits 32 \
  --full-probability 0.25 --threads 2 --eval-games 0 --lr 0.0003 --min-window 25000 --run runs/cowboys4-v128 --hours "$H"
