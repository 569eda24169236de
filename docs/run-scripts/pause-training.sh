#!/usr/bin/env bash
# pause-training.sh CMD...: runs CMD with every training run stopped (SIGSTOP), so that a match at equal time has the
# machine to itself; the runs continue (SIGCONT) when CMD ends, however it ends. JOBS='train|atlas' stops the atlas
# too (a benchmark that wants the machine quiet).
P=$(pgrep -f "^java .*pz\.cli\.Main (${JOBS:-train})( |$)")
[ -n "$P" ] && kill -STOP $P
trap '[ -n "$P" ] && kill -CONT $P' EXIT
"$@"
