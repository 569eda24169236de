#!/usr/bin/env bash
# 9x9 Cowboys, warm start from the committed iteration-64 model of runs/cowboys9-lr3 (lost with runs/), lr 0.0003 (the warm-start default)
export OMP_WAIT_POLICY=PASSIVE
echo 2 > /proc/self/autogroup 2>/dev/null
cd /work/main
H=${1:-2.5}
if [ -d runs/cowboys9-lr3c ]; then
  exec nice -n 2 java -Dpz.home=/work/main -cp "runs/bin20/pz-cli.jar:runs/bin20/lib/*" pz.cli.Main train --run runs/cowboys9-lr3c --iterations 100000 --hours "$H" ${LR:+--lr $LR}
fi
exec nice -n 2 java -Dpz.home=/work/main -cp "runs/bin20/pz-cli.jar:runs/bin20/lib/*" pz.cli.Main train cowboys:size=9 --net v2 \
  --init-model models/wip/cowboys_size=9-v2-lr3-4096.pzm --search gumbel --visits 64 --threads 2 --eval-games 0 \
  --run runs/cowboys9-lr3c --hours "$H"
