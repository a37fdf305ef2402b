from datetime import timedelta

from feast import Entity, FeatureView, Field, FileSource
from feast.types import Float32, Int64

user = Entity(name="user", join_keys=["user_id"])

orders_source = FileSource(
    path="data/user_order_stats.parquet",
    timestamp_field="event_timestamp",
)

user_stats = FeatureView(
    name="user_stats",
    entities=[user],
    ttl=timedelta(days=30),
    schema=[
        Field(name="orders_30d", dtype=Int64),
        Field(name="gmv_30d", dtype=Float32),
    ],
    source=orders_source,
    online=True,
)
