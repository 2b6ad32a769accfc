#!/usr/bin/env bash
# Makes app/fonts/inter-latin-wght-400-700.woff2, the site's only web font, from the npm package
# @fontsource-variable/inter (Latin, weights 100–900). The site uses weights 400–700 only
# (font-normal, -medium, -semibold, -bold), so the weight axis is cut to that range; the glyphs are
# the same Latin range fontsource ships: a smaller file for the one font every public page preloads
# before its first paint (sizes in docs/PERFORMANCE.md, "A smaller font"). Run again after updating the package, and commit the result.
# Needs fontTools with Brotli (Debian: apt-get install python3-fonttools python3-brotli).
set -euo pipefail
cd "$(dirname "$0")/.."
src=node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2
out=app/fonts/inter-latin-wght-400-700.woff2
py=python3
python3 -c 'import fontTools, brotli' 2>/dev/null || py=/usr/bin/python3 # Debian's, when another python3 comes first
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$py" -m fontTools.varLib.instancer "$src" wght=400:700 -q -o "$tmp/inter.ttf"
# fontsource's Latin unicode-range, plus the arrows and "⋮" our text uses.
"$py" -m fontTools.subset "$tmp/inter.ttf" --flavor=woff2 --layout-features='*' --output-file="$out" \
  --unicodes='U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2190-2193,U+2212,U+2215,U+22EE,U+FEFF,U+FFFD'
cp node_modules/@fontsource-variable/inter/LICENSE app/fonts/LICENSE-inter.txt
ls -l "$out"
