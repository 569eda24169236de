#!/usr/bin/env bash
# chk9.sh NAME: runs/matches/NAME.pzm on 9x9, 40 games against the fallback, then 40 against model 0 (the it64 model)
cd /work/main
runs/m7.sh runs/matches/$1.pzm $1-9x9-vs-fallback-250 FALLBACK cowboys:size=9 40
runs/m7.sh runs/matches/$1.pzm $1-vs-it064-9x9-250 "mcts:model=models/wip/cowboys_size=9-v2-lr3-4096.pzm,time=250,sample=4,heuristic=0,ptemp=1,rollouts=0,solver=0" cowboys:size=9 40
