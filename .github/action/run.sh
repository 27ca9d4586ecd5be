#!/usr/bin/env bash
# The GitHub Action's second step: `layout-lint report` with SARIF for code scanning, the
# Markdown summary on the job's page and annotations on the pull request. The exit code is
# passed on as an output, so that the uploads run before the job fails.
set -uo pipefail
out="${RUNNER_TEMP:-/tmp}/layout-lint"
mkdir -p "$out"
args=(report --output "$out/site" --reporter github --reporter "sarif:$out/layout-lint.sarif" --reporter "markdown:$out/summary.md")
[ -n "${LAYOUT_LINT_FAIL_ON:-}" ] && args+=(--fail-on "$LAYOUT_LINT_FAIL_ON")
[ -n "${LAYOUT_LINT_REPORT_URL:-}" ] && args+=(--report-url "$LAYOUT_LINT_REPORT_URL")
read -r -a paths <<< "${LAYOUT_LINT_PATHS:-}"
layout-lint "${args[@]}" ${paths[@]+"${paths[@]}"}
code=$?
[ -f "$out/summary.md" ] && [ -n "${GITHUB_STEP_SUMMARY:-}" ] && cat "$out/summary.md" >> "$GITHUB_STEP_SUMMARY"
{
  echo "exit-code=$code"
  [ -f "$out/layout-lint.sarif" ] && echo "sarif=$out/layout-lint.sarif"
  [ -f "$out/site/index.html" ] && echo "site=$out/site"
} >> "$GITHUB_OUTPUT"
exit 0
