# gh-helpers.zsh -- GitHub shortcuts built on the gh CLI

myprs() {
  gh search prs --state open --author @me --json repository,number,title \
    --template '{{range .}}{{.repository.nameWithOwner}}#{{.number}}  {{.title}}{{"\n"}}{{end}}'
  gh search prs --state open --review-requested @me --json repository,number,title \
    --template '{{range .}}review: {{.repository.nameWithOwner}}#{{.number}}  {{.title}}{{"\n"}}{{end}}'
}

cistatus() {
  gh pr checks 2>/dev/null || gh run list --branch "$(git branch --show-current)" --limit 5
}

prco() { gh pr checkout "$1"; }

lastrel() {
  local repo="${1:-$(gh repo view --json nameWithOwner -q .nameWithOwner)}"
  gh release view --repo "$repo" --json tagName,publishedAt -q '.tagName + "  " + .publishedAt'
}

ratelimit() {
  local token
  token="$(gh auth token)" || return 1
  curl -fsS -H "Authorization: Bearer $token" \
       -H "Accept: application/vnd.github+json" \
       https://api.github.com/rate_limit | jq '.resources.core'
}
