# --- gpg-agent as ssh-agent ------------------------------------------------
# source from ~/.zshrc or ~/.bashrc

export GPG_TTY="$(tty)"

# use gpg-agent's ssh socket unless we are forwarded from another machine
if [ -z "${SSH_CONNECTION:-}" ]; then
  unset SSH_AGENT_PID
  if [ "${gnupg_SSH_AUTH_SOCK_by:-0}" -ne $$ ]; then
    SSH_AUTH_SOCK="$(gpgconf --list-dirs agent-ssh-socket)"
    export SSH_AUTH_SOCK
  fi
fi

# tell the agent which tty to use for pinentry
gpg-connect-agent updatestartuptty /bye >/dev/null 2>&1

# helper to re-point pinentry after attaching a tmux session
gpg-here() {
  export GPG_TTY="$(tty)"
  gpg-connect-agent updatestartuptty /bye >/dev/null
  echo "pinentry -> $GPG_TTY"
}
