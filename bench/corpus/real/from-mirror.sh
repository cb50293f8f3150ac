#!/bin/sh
# Like fetch.sh, but from local git mirrors of the source repositories (a machine without access
# to raw.githubusercontent.com): MIRRORS/<owner>+<name>/repo holds each repository's git data
# (a bare repository or a work tree's .git). Each file is taken at the commit its label records,
# else from the mirror's newest commit, and kept only when its SHA-256 is the recorded one.
# Usage: bench/corpus/real/from-mirror.sh [MIRRORS]   (default /work/.mirror; needs git, node)
set -eu
cd "$(dirname "$0")"
mirrors="${1:-/work/.mirror}"
for label in *.json; do
  id="${label%.json}"
  ext=$(node -e 'const p=require("./'"$label"'").source.path;const m=/\.([A-Za-z]+)$/.exec(p);console.log(m?m[1].toLowerCase():"pdf")')
  [ -f "$id.$ext" ] && continue
  eval "$(node -e 'const l=require("./'"$label"'").source;console.log(`repo=${JSON.stringify(l.repo)} file=${JSON.stringify(l.path)} commit=${l.commit} sum=${l.sha256}`)')"
  dir="$mirrors/$(echo "$repo" | tr / +)/repo"
  [ -d "$dir/.git" ] && dir="$dir/.git"
  if [ ! -d "$dir" ]; then echo "$id: no mirror of $repo" >&2; continue; fi
  git --git-dir="$dir" show "$commit:$file" > "$id.$ext.part" 2>/dev/null ||
    git --git-dir="$dir" show "HEAD:$file" > "$id.$ext.part" 2>/dev/null || true
  got=$(sha256sum "$id.$ext.part" | cut -d' ' -f1)
  if [ "$got" != "$sum" ]; then echo "$id: not found at the recorded content in $repo" >&2; rm -f "$id.$ext.part"; continue; fi
  mv "$id.$ext.part" "$id.$ext"
done
