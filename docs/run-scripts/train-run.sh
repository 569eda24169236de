#!/usr/bin/env bash
# train-run.sh JAR RUN HOURS FIRST-ARGS...: the resumable training launcher every run script uses. If RUN exists, it
# continues (pz train --run RUN, its recorded settings; LR=... in the environment changes the learning rate from now
# on); else it starts with `pz train FIRST-ARGS... --run RUN`. Nice 2, OpenMP threads passive, so atlas jobs (nice 19)
# and matches (nice -5) share the cores in that order.
export OMP_WAIT_POLICY=PASSIVE
echo 2 > /proc/self/autogroup 2>/dev/null
cd /work/main
B=$1; R=$2; H=$3; shift 3
J=(nice -n 2 java -Dpz.home=/work/main -cp "$B/pz-cli.jar:$B/lib/*" pz.cli.Main train)
if [ -d "$R" ]; then
  exec "${J[@]}" --run "$R" --iterations 100000 --hours "$H" ${LR:+--lr $LR}
fi
exec "${J[@]}" "$@" --run "$R" --hours "$H"
