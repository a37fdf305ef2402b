#!/usr/bin/env python3
"""Lint S3 bucket policies in JSON policies or SAM/CloudFormation templates."""
import json
import sys

import yaml  # pip install pyyaml

WRITE_ACTIONS = {"s3:*", "s3:putobject", "s3:deleteobject", "s3:putobjectacl", "s3:putbucketpolicy"}


class CfnLoader(yaml.SafeLoader):
    pass


def _any_tag(loader, suffix, node):
    if isinstance(node, yaml.ScalarNode):
        return loader.construct_scalar(node)
    if isinstance(node, yaml.SequenceNode):
        return loader.construct_sequence(node)
    return loader.construct_mapping(node)


CfnLoader.add_multi_constructor("!", _any_tag)


def as_list(v):
    return v if isinstance(v, list) else [v]


def is_public(principal):
    return principal == "*" or (isinstance(principal, dict) and "*" in as_list(principal.get("AWS", [])))


def lint_policy(name, doc, out):
    statements = as_list(doc.get("Statement", []))
    has_tls_deny = False
    for st in statements:
        actions = {a.lower() for a in as_list(st.get("Action", []))}
        cond = json.dumps(st.get("Condition", {}))
        if st.get("Effect") == "Deny" and "aws:SecureTransport" in cond:
            has_tls_deny = True
        if st.get("Effect") != "Allow" or not is_public(st.get("Principal")):
            continue
        if actions & WRITE_ACTIONS:
            out.append(("error", "S3-PUBLIC-WRITE", name, f"public principal with {sorted(actions)}"))
        elif "s3:getobject" in actions and "aws:SourceArn" not in cond:
            out.append(("warning", "S3-PUBLIC-READ", name, "public read without SourceArn condition"))
    if not has_tls_deny:
        out.append(("warning", "S3-NO-TLS", name, "no Deny on aws:SecureTransport=false"))


def lint_template(tpl, out):
    for rid, res in (tpl.get("Resources") or {}).items():
        props = res.get("Properties", {}) or {}
        if res.get("Type") == "AWS::S3::Bucket":
            bpa = props.get("PublicAccessBlockConfiguration", {})
            for flag, val in bpa.items():
                if val is False or str(val).lower() == "false":
                    out.append(("error", "S3-BPA-OFF", rid, f"{flag} is false"))
        if res.get("Type") == "AWS::S3::BucketPolicy":
            lint_policy(rid, props.get("PolicyDocument", {}), out)


def main(path):
    text = open(path, encoding="utf-8").read()
    doc = json.loads(text) if path.endswith(".json") else yaml.load(text, Loader=CfnLoader)
    out = []
    if "Resources" in doc:
        lint_template(doc, out)
    else:
        lint_policy(path, doc, out)
    for level, rule, where, msg in out:
        print(f"{level:7} {rule:16} {where}: {msg}")
    return 1 if any(o[0] == "error" for o in out) else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]) if len(sys.argv) == 2 else 2)
