#!/usr/bin/env bash
# Runs a command against a throw-away PostgreSQL server:
#   bash scripts/with-postgres.sh npx vitest run server
# - installs Debian's `postgresql` with apt-get when initdb/pg_ctl are missing;
# - creates a cluster in a fresh temp dir (owned by the `postgres` user when run as root: PostgreSQL refuses
#   to run as root), starts it on a free 127.0.0.1 port with its unix socket inside that dir;
# - creates the role `casino` (password `casino`, allowed to create databases: each test file gets a database of
#   its own, server/test/postgres.ts; a member of pg_signal_backend, because DROP DATABASE … WITH (FORCE) at the end
#   of a file ends every backend on that database, an autovacuum worker included, which a plain role may not) and
#   the database `casino_test` it owns;
# - runs the command with TEST_DATABASE_URL=postgres://casino:casino@127.0.0.1:<port>/casino_test;
# - always stops the cluster and removes the dir, and exits with the command's status.
# Never touches another PostgreSQL on this machine (e.g. a packaged cluster on 5432).
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 <command> [args...]" >&2
  exit 2
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi

find_bindir() {
  local dir
  # Debian keeps the server binaries per version, off PATH; the newest version wins.
  for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    if [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ]; then echo "$dir"; return 0; fi
  done
  if command -v initdb >/dev/null 2>&1 && command -v pg_ctl >/dev/null 2>&1; then
    dirname "$(command -v initdb)"; return 0
  fi
  return 1
}

BINDIR="$(find_bindir || true)"
if [ -z "$BINDIR" ]; then
  echo "PostgreSQL missing: installing Debian's postgresql package"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends postgresql >/dev/null
  BINDIR="$(find_bindir)" || { echo "initdb/pg_ctl not found after installing postgresql" >&2; exit 1; }
fi

PGTMP="$(mktemp -d "${TMPDIR:-/tmp}/casino-pg.XXXXXX")"
DATA="$PGTMP/data"
PORT="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"

# as_owner CMD...: runs CMD as the cluster's owner (the postgres user when we are root, else ourselves).
if [ "$(id -u)" -eq 0 ]; then
  id postgres >/dev/null 2>&1 || useradd --system --home-dir "$PGTMP" --shell /bin/sh postgres
  chown postgres: "$PGTMP"
  # From inside the temp dir: the postgres user may not be allowed into the caller's directory.
  as_owner() { (cd "$PGTMP" && runuser -u postgres -- "$@"); }
else
  as_owner() { "$@"; }
fi

started=0
cleanup() {
  local status=$?
  if [ "$started" -eq 1 ]; then as_owner "$BINDIR/pg_ctl" -D "$DATA" -m immediate -w stop >/dev/null 2>&1 || true; fi
  rm -rf "$PGTMP"
  exit "$status"
}
child=""
trap cleanup EXIT
# Forward a stop to the command, then clean up (bash runs traps only once a foreground command ends,
# so the command runs in the background and the script waits for it).
trap '[ -n "$child" ] && kill -INT "$child" 2>/dev/null; exit 130' INT
trap '[ -n "$child" ] && kill -TERM "$child" 2>/dev/null; exit 143' TERM

as_owner "$BINDIR/initdb" -D "$DATA" -U postgres --auth-local=trust --auth-host=scram-sha-256 -E UTF8 --locale=C.UTF-8 >"$PGTMP/initdb.log" 2>&1 \
  || as_owner "$BINDIR/initdb" -D "$DATA" -U postgres --auth-local=trust --auth-host=scram-sha-256 -E UTF8 --locale=C >"$PGTMP/initdb.log" 2>&1 \
  || { cat "$PGTMP/initdb.log" >&2; exit 1; }

# A throw-away test cluster: durability off for speed; enough connections for parallel test files
# (each opens a pool of up to 10, a LISTEN client and an admin client).
OPTS="-c listen_addresses=127.0.0.1 -c port=$PORT -c unix_socket_directories=$PGTMP -c max_connections=300"
OPTS="$OPTS -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c shared_buffers=64MB"
started=1
as_owner "$BINDIR/pg_ctl" -D "$DATA" -l "$PGTMP/server.log" -o "$OPTS" -w -t 60 start >/dev/null \
  || { cat "$PGTMP/server.log" >&2; exit 1; }

PSQL="$BINDIR/psql"
[ -x "$PSQL" ] || PSQL="psql"
as_owner "$PSQL" -h "$PGTMP" -p "$PORT" -U postgres -d postgres -v ON_ERROR_STOP=1 -q \
  -c "CREATE ROLE casino LOGIN CREATEDB PASSWORD 'casino'" \
  -c "GRANT pg_signal_backend TO casino" \
  -c "CREATE DATABASE casino_test OWNER casino"

export TEST_DATABASE_URL="postgres://casino:casino@127.0.0.1:$PORT/casino_test"
echo "PostgreSQL $("$BINDIR/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT (throw-away cluster in $PGTMP)"
"$@" &
child=$!
wait "$child"
