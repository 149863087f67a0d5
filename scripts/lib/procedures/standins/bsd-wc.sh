#!/bin/bash
# Stand-in for macOS's BSD wc, for the harness's second platform: it counts with GNU wc and
# prints as BSD wc does, each count right-aligned in eight columns (printf " %7ju"), so that
# `wc -l < file` prints `       3`, not GNU's `3`. Options are BSD's (-c -l -m -w -L); long ones are refused.
fields=0 seen=
while [ $# -gt 0 ]; do
  case $1 in
    --) shift; break ;;
    -[clmwL]*)
      for ((i = 1; i < ${#1}; i++)); do
        flag=${1:i:1}
        case $flag in
          [clmwL]) [[ $seen == *$flag* ]] || { seen+=$flag; fields=$((fields + 1)); } ;;
          *) echo "wc: illegal option -- $flag" >&2; echo "usage: wc [-Lclmw] [file ...]" >&2; exit 1 ;;
        esac
      done
      shift ;;
    -?*) echo "wc: illegal option -- ${1:1:1}" >&2; echo "usage: wc [-Lclmw] [file ...]" >&2; exit 1 ;;
    *) break ;;
  esac
done
[ "$fields" -gt 0 ] || { seen=lwc; fields=3; }
flags=()
for ((i = 0; i < ${#seen}; i++)); do flags+=("-${seen:i:1}"); done
out=$(exec -a wc /usr/bin/wc "${flags[@]}" "$@")
status=$?
[ -n "$out" ] || exit "$status"
while IFS= read -r line; do
  counts=() rest=$line
  for ((i = 0; i < fields; i++)); do
    [[ $rest =~ ^\ *([0-9]+)\ ?(.*)$ ]] && counts+=("${BASH_REMATCH[1]}") && rest=${BASH_REMATCH[2]}
  done
  printf ' %7s' "${counts[@]}"
  printf '%s\n' "${rest:+ $rest}"
done <<< "$out"
exit "$status"
