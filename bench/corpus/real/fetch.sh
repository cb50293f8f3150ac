#!/bin/sh
# Brings the real-world documents of this set from their public repositories, at the commit each
# label records, and checks their SHA-256. Usage: bench/corpus/real/fetch.sh  (needs curl, node)
set -eu
cd "$(dirname "$0")"
for label in *.json; do
  id="${label%.json}"
  ext=$(node -e 'const p=require("./'"$label"'").source.path;const m=/\.([A-Za-z]+)$/.exec(p);console.log(m?m[1].toLowerCase():"pdf")')
  [ -f "$id.$ext" ] && continue
  url=$(node -e 'const l=require("./'"$label"'");const p=l.source.path.split("/").map(encodeURIComponent).join("/");console.log(`https://raw.githubusercontent.com/${l.source.repo}/${l.source.commit}/${p}`)')
  sum=$(node -e 'console.log(require("./'"$label"'").source.sha256)')
  curl -fsSL "$url" -o "$id.$ext.part"
  got=$(sha256sum "$id.$ext.part" | cut -d' ' -f1)
  if [ "$got" != "$sum" ]; then echo "$id: checksum differs, skipped" >&2; rm -f "$id.$ext.part"; continue; fi
  mv "$id.$ext.part" "$id.$ext"
done
