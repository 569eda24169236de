"""Reads a pz record directory with DuckDB, pandas and pyarrow: a check that the files are plain,
standard Parquet that other tools read (columns, list types, timestamps, codecs, metadata).

Usage: python check_with_duckdb.py DIR
Needs duckdb, pandas and pyarrow (not a build dependency of pz; for example
`pip install --no-index --find-links /opt/pypi/files duckdb pyarrow pandas` where wheels are on disk).
"""
import glob
import sys

import duckdb
import pandas as pd
import pyarrow.parquet as pq

D = sys.argv[1]
games_glob, positions_glob = f"{D}/chunk-*/games.parquet", f"{D}/chunk-*/positions.parquet"

print(duckdb.sql(f"SELECT spec, count(*) AS games, avg(length) AS mean_length, avg(returns[1]) AS seat0_return "
                 f"FROM read_parquet('{games_glob}') GROUP BY spec ORDER BY spec"))
print(duckdb.sql(f"SELECT game_id, ply, player, position, policy_actions, policy, value, returns "
                 f"FROM read_parquet('{positions_glob}') LIMIT 3"))
joined = duckdb.sql(f"SELECT count(*) FROM read_parquet('{positions_glob}') p "
                    f"JOIN read_parquet('{games_glob}') g USING (game_id)").fetchone()[0]
positions = pd.concat(pd.read_parquet(f) for f in sorted(glob.glob(positions_glob)))
games = pd.concat(pd.read_parquet(f) for f in sorted(glob.glob(games_glob)))
assert joined == len(positions), (joined, len(positions))
assert str(games["start_time"].dtype).startswith("datetime64"), games["start_time"].dtype
for f in sorted(glob.glob(positions_glob)):
    meta = pq.ParquetFile(f).metadata
    print(f, meta.num_rows, "rows,", meta.row_group(0).column(0).compression,
          "schema", meta.metadata[b"pz.schema_version"].decode())
print(f"ok: {len(games)} games, {len(positions)} positions read by duckdb {duckdb.__version__}, "
      f"pandas {pd.__version__}, pyarrow {pq.__name__ and __import__('pyarrow').__version__}")
