#!/usr/bin/env python3
"""One-off (2026-11-29, twenty-ninth session): runs/amazons-hex ran its first 19 iterations on a jar from before
`stopped_seconds`, while measurements held it stopped (SIGSTOP) three times; docs/runs.md (twenty-eighth session) has
the times, to a minute or two (the third is placed after iteration 17's row, written at 16:53:16). The run started at
14:50 UTC and its wall_seconds count from there, so the stops are, in its seconds:
14:55-16:03 [300, 4380], 16:07-16:12 [4620, 4920], 16:53-17:27 [7400, 9440] (6,420 s in all, to about a minute).
This writes each metrics row's cumulative stopped_seconds (rows written since carry their own count, to which the
6,420 s are added) and adds them to state.properties' stoppedSeconds, so `pz curve`'s hours leave them out.
Run only while `pz train` is not running on the directory, once (it refuses a second time)."""
import sys, pathlib, re
run = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else "runs/amazons-hex")
STOPS = [(300, 4380), (4620, 4920), (7400, 9440)]
TOTAL = sum(b - a for a, b in STOPS)
def stopped(w):
    return sum(max(0.0, min(w, b) - a) for a, b in STOPS)
state = run / "state.properties"
text = state.read_text()
m = re.search(r"^stoppedSeconds=(.*)$", text, re.M)
metrics = run / "metrics.csv"
lines = metrics.read_text().splitlines()
head = lines[0].split(",")
iw, ist = head.index("wall_seconds"), head.index("stopped_seconds")
if lines[1].split(",")[ist]:
    sys.exit("already done: iteration 1 has its stopped_seconds")
out = [lines[0]]
for line in lines[1:]:
    v = line.split(",")
    w = float(v[iw])
    own = float(v[ist]) if v[ist] else 0.0
    v[ist] = "%.5f" % (stopped(w) + (own if v[ist] else 0.0) if w < 9695.3 else TOTAL + own)
    out.append(",".join(v))
tmp = metrics.with_suffix(".csv.tmp")
tmp.write_text("\n".join(out) + "\n")
tmp.replace(metrics)
now = float(m.group(1)) if m else 0.0
text = re.sub(r"^stoppedSeconds=.*$", "stoppedSeconds=%r" % (now + TOTAL), text, flags=re.M)
tmp = state.with_suffix(".properties.tmp")
tmp.write_text(text.rstrip("\n") + "\n# stops before 2026-11-29 17:34 added (runs/hex-stopped.py)\n")
tmp.replace(state)
print("stopped seconds added:", TOTAL)
