import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";

const stack = pulumi.getStack();
const project = pulumi.getProject();

pulumi.runtime.registerStackTransformation((args) => {
  if (args.props["tags"] !== undefined || args.type.startsWith("aws:")) {
    args.props["tags"] = {
      ...(args.props["tags"] || {}),
      team: "platform",
      project,
      stack,
      "managed-by": "pulumi",
    };
    return { props: args.props, opts: args.opts };
  }
  return undefined;
});

const logs = new aws.s3.BucketV2("logs", {});

export const logsBucket = logs.bucket;
