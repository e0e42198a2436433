#!/usr/bin/env bash
# Regenerates app/_fonts/*.woff2 from @fontsource-variable/inter (SIL Open Font License 1.1,
# app/_fonts/LICENSE-Inter.txt): the weight axis cut to 400–700 (the weights the interface uses:
# normal, medium, semibold, bold), then subset to what our pages show: Latin, the Czech and Slovak
# letters on their own (a Czech page needs 35 KB instead of Latin + Latin Extended's 133 KB), and
# Cyrillic. app/fonts.css says which file serves which characters.
# Needs Debian's python3-fonttools and python3-brotli (apt-get install -y python3-fonttools python3-brotli).
set -euo pipefail
src=node_modules/@fontsource-variable/inter/files
out=app/_fonts
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
py=/usr/bin/python3
LATIN="U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD"
CZECH="U+010C-010F,U+011A-011B,U+0139-013A,U+013D-013E,U+0147-0148,U+0154-0155,U+0158-0159,U+0160-0161,U+0164-0165,U+016E-016F,U+017D-017E"
CYRILLIC="U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116"
subset() { # <fontsource subset> <unicodes> <output name>
  $py -m fontTools.ttLib.woff2 decompress -o "$tmp/$1.ttf" "$src/inter-$1-wght-normal.woff2"
  $py -m fontTools.varLib.instancer "$tmp/$1.ttf" wght=400:700 -o "$tmp/$1-400-700.ttf"
  $py -m fontTools.subset "$tmp/$1-400-700.ttf" --unicodes="$2" --layout-features='*' \
    --flavor=woff2 --output-file="$out/$3"
}
subset latin "$LATIN" inter-latin-400-700.woff2
subset latin-ext "$CZECH" inter-czech-400-700.woff2
subset cyrillic "$CYRILLIC" inter-cyrillic-400-700.woff2
ls -l "$out"/*.woff2
