# Shared by scripts/play, scripts/test and the other scripts: make (or refresh) the virtual
# environment inside the repository from the locked dependencies. Sourced, not run.
#
#   COMPANION_VENV=DIR      use this venv instead of .venv (scripts/check-latest's throwaway one, or
#                           the main checkout's from a git worktree: the worktree's own code still runs)
#   COMPANION_LOCK=latest   install the newest versions pyproject.toml allows instead of the lock
#                           (only scripts/check-latest does this; docs/dependencies.md)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="${COMPANION_VENV:-$ROOT/.venv}"
LOCK_MODE="${COMPANION_LOCK:-locked}"
LOCK="$ROOT/requirements/dev.txt"
PY="${PYTHON:-}"
if [ -z "$PY" ]; then
  for candidate in python3.13 python3.12 python3.11 python3; do
    if command -v "$candidate" >/dev/null 2>&1 &&
       "$candidate" -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null; then
      PY="$candidate"; break
    fi
  done
fi
if [ -z "$PY" ]; then
  echo "Table Companion needs Python 3.11 or newer (set PYTHON=/path/to/python3.11)." >&2
  exit 1
fi
# Reinstall only when pyproject.toml or the lock changed: a second run is instant. A changed lock
# makes the venv anew, so it holds exactly the locked set and nothing left from an older one.
STAMP="$VENV/.installed"
WANT="$(cat "$ROOT/pyproject.toml" "$LOCK" | sha256sum | cut -d' ' -f1)-$LOCK_MODE"
# Two scripts started at once (scripts/test while scripts/play runs) must not both make the venv:
# the second waits for the first, then finds it ready.
if command -v flock >/dev/null 2>&1; then
  exec 9>"$VENV.lock"
  flock 9
fi
if [ ! -f "$STAMP" ] || [ "$(cat "$STAMP")" != "$WANT" ]; then
  if [ -d "$VENV" ]; then
    echo "The dependencies changed: making the virtual environment in ${VENV#"$ROOT/"} anew ..."
    rm -rf "$VENV"
  else
    echo "Creating the virtual environment in ${VENV#"$ROOT/"} ..."
  fi
  "$PY" -m venv "$VENV"
  pip_install() { "$VENV/bin/python" -m pip install --disable-pip-version-check --progress-bar on "$@"; }
  if [ "$LOCK_MODE" = latest ]; then
    echo "Installing the newest versions pyproject.toml allows (not the lock) ..."
    pip_install --upgrade pip setuptools
    pip_install --upgrade --upgrade-strategy eager -e "$ROOT[dev]"
  else
    echo "Installing Table Companion's locked dependencies (requirements/dev.txt; a minute or two the first time) ..."
    pip_install --require-hashes -r "$LOCK"
    # The companion itself, editable, built by the locked setuptools: no download, nothing unpinned.
    pip_install --quiet --no-deps --no-build-isolation -e "$ROOT"
  fi
  echo "$WANT" > "$STAMP"
  echo "Installed: the virtual environment is ready."
fi
if command -v flock >/dev/null 2>&1; then
  exec 9>&-
fi
export PATH="$VENV/bin:$PATH"
# The code that runs is this tree's, whichever venv installed the companion (editable, from its own tree):
# a git worktree borrowing the main checkout's venv played the main checkout's code.
export PYTHONPATH="$ROOT${PYTHONPATH:+:$PYTHONPATH}"
