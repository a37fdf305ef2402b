import * as aws from "@pulumi/aws";
import * as pulumi from "@pulumi/pulumi";

const stack = pulumi.getStack();

const bucket = new aws.s3.BucketV2("assets", {
  tags: { env: stack, "managed-by": "pulumi" },
});

new aws.s3.BucketServerSideEncryptionConfigurationV2("assets-sse", {
  bucket: bucket.id,
  rules: [{ applyServerSideEncryptionByDefault: { sseAlgorithm: "AES256" } }],
});

new aws.s3.BucketPublicAccessBlock("assets-pab", {
  bucket: bucket.id,
  blockPublicAcls: true,
  blockPublicPolicy: true,
  ignorePublicAcls: true,
  restrictPublicBuckets: true,
});

export const bucketName = bucket.bucket;
