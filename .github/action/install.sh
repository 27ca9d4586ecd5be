#!/usr/bin/env bash
# The GitHub Action's first step: build layout-lint from the action's own checkout (a
# release build with the Swift runtime linked in) and put it on PATH. Swift comes with
# GitHub's Ubuntu and macOS runners; libxml2's headers are installed where missing.
set -euo pipefail
cd "$GITHUB_ACTION_PATH"
if [ "$(uname)" = Linux ] && ! pkg-config --exists libxml-2.0 2>/dev/null; then
  sudo apt-get update -qq
  sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libxml2-dev pkg-config
fi
static=()
[ "$(uname)" = Linux ] && static=(--static-swift-stdlib)
swift build -c release --product layout-lint ${static[@]+"${static[@]}"}
echo "$(swift build -c release --show-bin-path)" >> "$GITHUB_PATH"
