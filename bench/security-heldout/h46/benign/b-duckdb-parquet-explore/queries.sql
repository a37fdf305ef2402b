DESCRIBE SELECT * FROM 'exports/orders/*.parquet';
SUMMARIZE SELECT * FROM 'exports/orders/*.parquet';
SELECT dt, count(*) AS n FROM read_parquet('exports/orders/dt=*/*.parquet', hive_partitioning=true) GROUP BY dt ORDER BY dt;
