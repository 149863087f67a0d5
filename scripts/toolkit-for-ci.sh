#!/usr/bin/env bash
# Prints the path of the toolkit that CI checks the site against: the archive beside the
# checkout (../shared/toolkit/seiling-buidlbox-<commit>.tar.gz, made by `git archive` at the
# commit src/data names) where it exists, else a clone of the toolkit at that commit in .tmp/.
set -euo pipefail
cd "$(dirname "$0")/.."
commit=$(npx tsx -e "console.log(require('./src/data/site.ts').toolkitVersion.commit)")
archive="../shared/toolkit/seiling-buidlbox-${commit:0:7}.tar.gz"
if [ -f "$archive" ]; then
  echo "$archive"
  exit 0
fi
echo "toolkit-for-ci: no $archive; cloning the toolkit at $commit" >&2
clone=.tmp/toolkit-$commit
if [ ! -d "$clone/.git" ]; then
  rm -rf "$clone"
  git clone --quiet https://github.com/nicoware-dev/seiling-buidlbox.git "$clone" >&2
fi
git -C "$clone" checkout --quiet "$commit" >&2
echo "$clone"
