#!/usr/bin/env bash
# m7.sh MODEL NAME OPPONENT SPEC GAMES: the network alone (250 ms a turn) against OPPONENT (FALLBACK = Cowboys' fallback)
export OMP_WAIT_POLICY=PASSIVE
echo -5 > /proc/self/autogroup 2>/dev/null
cd /work/main
M=$1; N=$2; O=$3; S=$4; G=$5
[ "$O" = FALLBACK ] && O="mcts:decisive=1,heuristic=1,rdepth=4,rollouts=8,solver=1,time=250,sample=4"
A="mcts:model=$M,time=250,sample=4,heuristic=0,ptemp=1,rollouts=0,solver=${SOLVER:-0}${EXTRA:+,$EXTRA}"
exec nice -n -5 java -Dpz.home=/work/main -cp "${B:-runs/bin28}/pz-cli.jar:${B:-runs/bin28}/lib/*" pz.cli.Main match "$A" "$O" --spec "$S" --games "$G" \
  --threads 2 --parallel 1 --records "runs/matches/$N" ${SEED:+--seed $SEED}
