import pulumi
import pulumi_gcp as gcp

cfg = pulumi.Config()
env = pulumi.get_stack()
labels = {"team": cfg.get("team") or "platform", "env": env}

bucket = gcp.storage.Bucket(
    "artifacts",
    location="EU",
    uniform_bucket_level_access=True,
    public_access_prevention="enforced",
    versioning=gcp.storage.BucketVersioningArgs(enabled=True),
    lifecycle_rules=[
        gcp.storage.BucketLifecycleRuleArgs(
            action=gcp.storage.BucketLifecycleRuleActionArgs(type="Delete"),
            condition=gcp.storage.BucketLifecycleRuleConditionArgs(
                days_since_noncurrent_time=30, with_state="ARCHIVED"
            ),
        )
    ],
    labels=labels,
)

pulumi.export("bucket", bucket.url)
