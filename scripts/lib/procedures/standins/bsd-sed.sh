#!/bin/bash
# Stand-in for macOS's BSD sed, for the harness's second platform: it parses its options as BSD
# sed does (getopt "Ef:i:l:nrsuz" less the rarely used ones) and runs GNU sed with their meaning.
# What matters is -i: BSD takes the NEXT argument as the backup suffix, so `sed -i 's/a/b/' f`
# treats the script as a suffix and `f` as the script, and fails as macOS's sed fails;
# `sed -i.bak …` and `sed -i '' …` work. GNU-only long options (--in-place…) are refused.
args=()
while [ $# -gt 0 ]; do
  case $1 in
    --) shift; break ;;
    --*) echo "sed: illegal option -- ${1#--}" >&2; echo "usage: sed script [-Ealnru] [-i extension] [file ...]" >&2; exit 1 ;;
    -i) [ $# -ge 2 ] || { echo "sed: option requires an argument -- i" >&2; exit 1; }
        suffix=$2; shift 2
        if [ -z "$suffix" ]; then args+=(-i); else args+=("-i$suffix"); fi ;;
    -i*) args+=("$1"); shift ;;
    -E|-r|-n|-s|-u|-l) args+=("$1"); shift ;;
    -e|-f) args+=("$1" "$2"); shift 2 ;;
    -[a-zA-Z][a-zA-Z]*)
      # Grouped flags: BSD getopt gives the rest of the word to an option that takes a value.
      rest=${1#-}; shift; out=()
      while [ -n "$rest" ]; do
        flag=${rest:0:1}; rest=${rest:1}
        case $flag in
          i) if [ -n "$rest" ]; then out+=("-i$rest"); else suffix=$1; shift; out+=("-i$suffix"); fi; rest="" ;;
          E|r|n|s|u|l) out+=("-$flag") ;;
          *) echo "sed: illegal option -- $flag" >&2; exit 1 ;;
        esac
      done
      args+=("${out[@]}") ;;
    -*) echo "sed: illegal option -- ${1#-}" >&2; exit 1 ;;
    *) break ;;
  esac
done
exec /bin/sed "${args[@]}" "$@"
