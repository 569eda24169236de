#!/usr/bin/env bash
# bench28.sh: network search speed before (runs/bin27) and after (runs/bin28) negligible weights are zeroed, on
# models with subnormal weights, the two jars alternated in one sitting (pz bench search MODEL, quick).
cd /work/main
for m in runs/matches/amazons-teach-0049.pzm:amazons models/shipped/cowboys.pzm:cowboys models/shipped/cowboys_size=9.pzm:cowboys:size=9 \
    models/shipped/kadon.pzm:kadon models/shipped/proteus.pzm:proteus; do
  f=${m%%:*}; s=${m#*:}
  for b in bin27 bin28 bin27 bin28; do
    r=$(java -cp "runs/$b/pz-cli.jar:runs/$b/lib/*" pz.cli.Main bench search "$s" model="$f" --quick 2>&1 | grep -E "^$s +1 " | awk '{print $3}')
    echo "$f $s $b evals/s $r"
  done
done
