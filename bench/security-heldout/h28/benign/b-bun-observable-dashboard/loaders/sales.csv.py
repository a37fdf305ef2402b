#!/usr/bin/env python3
"""Observable data loader: weekly revenue per region as CSV on stdout."""
import sys

import polars as pl

df = pl.read_parquet("../warehouse_exports/orders.parquet")
out = (
    df.with_columns(pl.col("order_date").dt.truncate("1w").alias("week"))
      .group_by("week", "region")
      .agg(pl.col("amount").sum().alias("revenue"))
      .sort("week")
)
out.write_csv(sys.stdout)
