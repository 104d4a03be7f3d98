#!/usr/bin/env bash
# Restore drill: proves a backup can be restored and that what comes back is whole.
#
#   deploy/restore-drill.sh                # dump SOURCE_DATABASE_URL now, then restore that dump
#   deploy/restore-drill.sh backup.dump    # restore an existing custom-format dump (pg_dump -Fc)
#
# SOURCE_DATABASE_URL (or DATABASE_URL): the live database — dumped when no file is given, and
#   the one whose row counts and ledger totals the restored copy is compared with.
# SCRATCH_SERVER_URL: where the scratch database is created (default: the source's server,
#   database `postgres`). KEEP_SCRATCH=1 keeps it for inspection.
#
# Checks, each printed; any failure exits 1:
#   - every table of the source exists in the copy with the same row count (when the source
#     changed during the dump, the copy's count must lie between the counts before and after);
#   - the wallet ledger: each account's balance equals the sum of its entries, and the ledger
#     total per currency equals the source's;
#   (the migrations journal, drizzle.__drizzle_migrations, is one of those tables).
set -euo pipefail

source_url="${SOURCE_DATABASE_URL:-${DATABASE_URL:-}}"
if [ -z "$source_url" ]; then
  echo "restore-drill: set SOURCE_DATABASE_URL (or DATABASE_URL) to the database to check" >&2
  exit 2
fi
for tool in pg_dump pg_restore psql; do
  command -v "$tool" >/dev/null || { echo "restore-drill: $tool is not installed" >&2; exit 2; }
done

# postgres://user@host:port/db?params -> the same server, another database
with_database() { sed -E "s#^(postgres(ql)?://[^/]+)/[^?]*#\1/$2#" <<<"$1"; }

server_url="${SCRATCH_SERVER_URL:-$(with_database "$source_url" postgres)}"
scratch="ravan_restore_drill_$(date +%Y%m%d%H%M%S)_$$"
scratch_url="$(with_database "$server_url" "$scratch")"
work="$(mktemp -d)"
failures=0

cleanup() {
  if [ "${KEEP_SCRATCH:-}" = 1 ]; then
    echo "kept scratch database: $scratch"
  else
    psql -X -q "$server_url" -c "DROP DATABASE IF EXISTS $scratch WITH (FORCE)" >/dev/null 2>&1 || true
  fi
  rm -rf "$work"
}
trap cleanup EXIT

q() { psql -X -q -A -t -v ON_ERROR_STOP=1 "$1" -c "$2"; }
check() {
  if [ "$2" = ok ]; then echo "  ok    $1"; else echo "  FAIL  $1: $2"; failures=$((failures + 1)); fi
}

counts() { # url -> "schema.table count" lines, in one query
  local url="$1" union
  union=$(q "$url" "SELECT string_agg(format('SELECT %L, count(*) FROM %I.%I', s || '.' || t, s, t),
    ' UNION ALL ' ORDER BY s, t) FROM (SELECT table_schema AS s, table_name AS t
    FROM information_schema.tables WHERE table_type = 'BASE TABLE'
    AND table_schema IN ('public', 'drizzle')) AS tables")
  q "$url" "$union" | tr '|' ' '
}
ledger_sql="SELECT currency || ' ' || sum(amount_minor) FROM wallet_entries GROUP BY currency ORDER BY currency"

echo "== source counts"
counts "$source_url" >"$work/before"
q "$source_url" "$ledger_sql" >"$work/ledger-before"

dump="${1:-}"
if [ -z "$dump" ]; then
  dump="$work/backup.dump"
  echo "== pg_dump (custom format) of the source"
  pg_dump --format=custom --no-owner --no-privileges --file="$dump" "$source_url"
  counts "$source_url" >"$work/after"
  q "$source_url" "$ledger_sql" >"$work/ledger-after"
else
  cp "$work/before" "$work/after"
  cp "$work/ledger-before" "$work/ledger-after"
fi
echo "  dump: $(du -h "$dump" | cut -f1)"

echo "== restore into $scratch"
q "$server_url" "CREATE DATABASE $scratch" >/dev/null
start=$(date +%s)
pg_restore --exit-on-error --no-owner --no-privileges --dbname="$scratch_url" "$dump"
echo "  restored in $(($(date +%s) - start)) s"

echo "== row counts"
counts "$scratch_url" >"$work/restored"
while read -r table before; do
  after=$(awk -v t="$table" '$1 == t { print $2 }' "$work/after")
  restored=$(awk -v t="$table" '$1 == t { print $2 }' "$work/restored")
  low=$((before < ${after:-$before} ? before : ${after:-$before}))
  high=$((before > ${after:-$before} ? before : ${after:-$before}))
  if [ -z "$restored" ]; then
    check "$table" "missing from the restored copy"
  elif [ "$restored" -lt "$low" ] || [ "$restored" -gt "$high" ]; then
    check "$table ($restored rows)" "the source had $before before the dump and $after after"
  else
    check "$table ($restored rows)" ok
  fi
done <"$work/before"

echo "== wallet ledger"
mismatched=$(q "$scratch_url" "SELECT count(*) FROM wallet_accounts a
  FULL JOIN (SELECT user_id, currency, sum(amount_minor) AS total FROM wallet_entries
             GROUP BY user_id, currency) e USING (user_id, currency)
  WHERE coalesce(a.balance_minor, 0) <> coalesce(e.total, 0)")
if [ "$mismatched" = 0 ]; then
  check "every balance equals the sum of its entries" ok
else
  check "every balance equals the sum of its entries" "$mismatched accounts differ"
fi
q "$scratch_url" "$ledger_sql" >"$work/ledger-restored"
if cmp -s "$work/ledger-restored" "$work/ledger-before" || cmp -s "$work/ledger-restored" "$work/ledger-after"; then
  check "ledger totals per currency match the source ($(tr '\n' ' ' <"$work/ledger-restored" | sed 's/ $//'))" ok
else
  check "ledger totals per currency match the source" "restored: $(tr '\n' ' ' <"$work/ledger-restored")"
fi

if [ "$failures" -gt 0 ]; then
  echo "restore drill FAILED: $failures check(s)"
  exit 1
fi
echo "restore drill passed"
