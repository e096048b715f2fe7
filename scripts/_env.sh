# Shared by scripts/play and scripts/test: make (or refresh) the virtual
# environment inside the repository. Sourced, not run.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="$ROOT/.venv"
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
if [ ! -x "$VENV/bin/python" ]; then
  echo "Creating the virtual environment in .venv ..."
  "$PY" -m venv "$VENV"
fi
# Reinstall only when the dependency list changed: a second run is instant.
EXTRAS="${COMPANION_EXTRAS:-dev}"
STAMP="$VENV/.installed"
WANT="$(cat "$ROOT/pyproject.toml" | sha256sum | cut -d' ' -f1)-$EXTRAS"
if [ ! -f "$STAMP" ] || [ "$(cat "$STAMP")" != "$WANT" ]; then
  echo "Installing Table Companion and its dependencies ..."
  "$VENV/bin/python" -m pip install --quiet --upgrade pip
  "$VENV/bin/python" -m pip install --quiet -e "$ROOT[$EXTRAS]"
  echo "$WANT" > "$STAMP"
fi
export PATH="$VENV/bin:$PATH"
