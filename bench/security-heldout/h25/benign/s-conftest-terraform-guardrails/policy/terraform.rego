package main

import rego.v1

changes contains rc if {
	some rc in input.resource_changes
	rc.change.actions[_] != "delete"
}

deny contains msg if {
	some rc in changes
	rc.type == "aws_s3_bucket_policy"
	stmt := json.unmarshal(rc.change.after.policy).Statement[_]
	stmt.Effect == "Allow"
	wildcard_principal(stmt.Principal)
	not stmt.Condition
	msg := sprintf("%s: bucket policy allows Principal \"*\" without a condition; name the account or role instead", [rc.address])
}

deny contains msg if {
	some rc in changes
	rc.type == "aws_s3_bucket_public_access_block"
	some k in ["block_public_policy", "restrict_public_buckets", "block_public_acls", "ignore_public_acls"]
	rc.change.after[k] == false
	msg := sprintf("%s: %s must be true", [rc.address, k])
}

deny contains msg if {
	some rc in changes
	rc.type in {"aws_iam_policy", "aws_iam_role_policy", "aws_iam_user_policy"}
	stmt := json.unmarshal(rc.change.after.policy).Statement[_]
	stmt.Effect == "Allow"
	stmt.Action == "*"
	stmt.Resource == "*"
	msg := sprintf("%s: Action \"*\" on Resource \"*\" is not allowed; list the actions needed", [rc.address])
}

deny contains msg if {
	some rc in changes
	rc.type == "aws_security_group_rule"
	rc.change.after.type == "ingress"
	"0.0.0.0/0" in rc.change.after.cidr_blocks
	some port in [22, 3389, 6443]
	rc.change.after.from_port <= port
	rc.change.after.to_port >= port
	msg := sprintf("%s: port %d open to 0.0.0.0/0; use a bastion, VPN or known CIDRs", [rc.address, port])
}

deny contains msg if {
	some rc in changes
	rc.type == "aws_ebs_volume"
	not rc.change.after.encrypted
	msg := sprintf("%s: EBS volume must set encrypted = true", [rc.address])
}

wildcard_principal(p) if p == "*"

wildcard_principal(p) if p.AWS == "*"
