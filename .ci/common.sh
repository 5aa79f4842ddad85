# Shared by the .ci scripts that make a component available (sourced, not run): messages named
# after the calling script, running as root, and installing Debian packages.

log() { echo "${0##*/}: $*" >&2; }

# Runs a command as root: directly when root, else through password-less sudo; fails otherwise.
as_root() {
  if [ "$(id -u)" -eq 0 ]; then
    "$@"
  elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    sudo -n "$@"
  else
    log "not root and no password-less sudo: cannot run $1"
    return 1
  fi
}

# Installs Debian packages (after apt-get update); the arguments go to `apt-get install -y -q`.
apt_install() {
  local packages=()
  local argument
  for argument in "$@"; do
    [[ "$argument" == -* ]] || packages+=("$argument")
  done
  command -v apt-get >/dev/null 2>&1 || { log "no apt-get: cannot install ${packages[*]}"; return 1; }
  log "installing ${packages[*]}"
  as_root env DEBIAN_FRONTEND=noninteractive apt-get update -q </dev/null >/dev/null &&
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q "$@" </dev/null >/dev/null
}
