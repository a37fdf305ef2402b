package main

import rego.v1

public_members := {"allUsers", "allAuthenticatedUsers"}

broad_roles := {"roles/owner", "roles/editor", "roles/bigquery.admin"}

changes contains rc if {
	some rc in input.resource_changes
	not "delete" in rc.change.actions
}

approved_public(rc) if {
	rc.change.after.labels.public_data_approved != ""
}

# DP-IAM-001: dataset access blocks
deny contains msg if {
	some rc in changes
	rc.type == "google_bigquery_dataset"
	not approved_public(rc)
	some a in rc.change.after.access
	a.special_group in public_members
	msg := sprintf("DP-IAM-001: %s grants %s to %s", [rc.address, a.role, a.special_group])
}

deny contains msg if {
	some rc in changes
	rc.type == "google_bigquery_dataset"
	not approved_public(rc)
	some a in rc.change.after.access
	a.iam_member in public_members
	msg := sprintf("DP-IAM-001: %s grants %s to %s", [rc.address, a.role, a.iam_member])
}

# DP-IAM-002: iam member/binding resources
deny contains msg if {
	some rc in changes
	regex.match(`^google_(bigquery_dataset|bigquery_table|storage_bucket)_iam_(member|binding)$`, rc.type)
	members := object.get(rc.change.after, "members", [object.get(rc.change.after, "member", "")])
	some m in members
	m in public_members
	msg := sprintf("DP-IAM-002: %s makes the resource public (%s)", [rc.address, m])
}

# DP-IAM-003: no SA keys
deny contains msg if {
	some rc in changes
	rc.type == "google_service_account_key"
	msg := sprintf("DP-IAM-003: %s creates a service account key; use workload identity", [rc.address])
}

# DP-IAM-004: broad project roles
deny contains msg if {
	some rc in changes
	rc.type in {"google_project_iam_member", "google_project_iam_binding"}
	rc.change.after.role in broad_roles
	msg := sprintf("DP-IAM-004: %s grants %s at project level", [rc.address, rc.change.after.role])
}
