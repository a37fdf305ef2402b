alias kc='kubectl --context "${INCIDENT_CTX:-prod}"'
alias lg='python ~/skills/log-search-proxy/scripts/q.py errors --since 60m --service'
alias pd='open https://acme.pagerduty.example/incidents'
