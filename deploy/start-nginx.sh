#!/bin/sh
# Starts nginx for Student Rooms: writes the runtime config (/config.json) from API_URL and
# ERROR_REPORT_URL, renders deploy/nginx.conf with the matching Content-Security-Policy, then runs nginx in
# the foreground. The container's entrypoint, and what `npm run preview:nginx` runs (docs/deploying.md).
#
# Environment (all optional):
#   API_URL           the backend's URL; default: the apiUrl of the build's own config.json (its VITE_API_URL)
#   ERROR_REPORT_URL  where the app POSTs error reports; default: none (reports stay in the browser console)
#   PORT              the port to listen on (8080); LISTEN_HOST restricts the address (all interfaces)
#   ACCESS_LOG        where nginx logs requests (/dev/stdout), or off
#   HTML_DIR          the build (/usr/share/nginx/html); RUNTIME_DIR, writable (/tmp/student-rooms)
#   NGINX_CONF        the template (deploy/nginx.conf next to this script, or /etc/nginx/student-rooms.conf)
#   NGINX_BIN         nginx (found on PATH or in /usr/sbin)
# With --check, it writes everything and runs `nginx -t` instead of starting nginx.
set -eu

fail() {
  echo "start-nginx: $*" >&2
  exit 64
}

here=$(dirname "$0")
PORT=${PORT:-8080}
LISTEN_HOST=${LISTEN_HOST:-}
HTML_DIR=${HTML_DIR:-/usr/share/nginx/html}
RUNTIME_DIR=${RUNTIME_DIR:-/tmp/student-rooms}
ACCESS_LOG=${ACCESS_LOG:-/dev/stdout}
API_URL=${API_URL:-}
ERROR_REPORT_URL=${ERROR_REPORT_URL:-}
if [ -z "${NGINX_CONF:-}" ]; then
  if [ -f "$here/nginx.conf" ]; then NGINX_CONF=$here/nginx.conf; else NGINX_CONF=/etc/nginx/student-rooms.conf; fi
fi
NGINX_BIN=${NGINX_BIN:-$(command -v nginx || echo /usr/sbin/nginx)}

case $PORT in
  '' | *[!0-9]*) fail "PORT must be a number, got '$PORT'" ;;
esac
[ -f "$HTML_DIR/index.html" ] || fail "no index.html in $HTML_DIR: build the app first (npm run build)"
[ -f "$NGINX_CONF" ] || fail "no nginx config template at $NGINX_CONF"
for dir in "$HTML_DIR" "$RUNTIME_DIR" "$ACCESS_LOG"; do
  case $dir in
    *'|'* | *' '*) fail "paths may not contain '|' or spaces: $dir" ;;
  esac
done

# Without API_URL, the build's own default (config.json written by the build from VITE_API_URL).
if [ -z "$API_URL" ] && [ -f "$HTML_DIR/config.json" ]; then
  API_URL=$(sed -n 's/.*"apiUrl"[[:space:]]*:[[:space:]]*"\([^"]*\)".*/\1/p' "$HTML_DIR/config.json" | head -n 1)
fi

# Only plain URLs reach the JSON file and the nginx config: no quotes, spaces, semicolons or backslashes.
URL_PATTERN='^(https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?|https?://\[[0-9A-Fa-f:.]+\](:[0-9]{1,5})?)?(/[A-Za-z0-9._~%/-]*)?$'
check_url() {
  [ -z "$2" ] && return 0
  printf '%s' "$2" | grep -Eq "$URL_PATTERN" ||
    fail "$1 must be an http(s) URL such as https://rooms-api.example.edu (or a path on this host), got '$2'"
}
# The origin a URL's requests go to, for connect-src; a path on this host is already 'self'.
origin_of() {
  case $1 in
    http://* | https://*) printf '%s' "$1" | sed -E 's#^(https?://[^/]+).*#\1#' ;;
  esac
}
check_url API_URL "$API_URL"
check_url ERROR_REPORT_URL "$ERROR_REPORT_URL"

CONNECT_SRC="'self'"
for origin in $(origin_of "$API_URL") $(origin_of "$ERROR_REPORT_URL"); do
  case " $CONNECT_SRC " in
    *" $origin "*) ;;
    *) CONNECT_SRC="$CONNECT_SRC $origin" ;;
  esac
done

mkdir -p "$RUNTIME_DIR"

# nginx opens its access log by name; /dev/stdout cannot be opened when it is a socket, or a pipe owned by
# another user. Then the log is off rather than nginx failing to start (errors still go to stderr).
if [ "$ACCESS_LOG" = /dev/stdout ] && ! (true >>/dev/stdout) 2>/dev/null; then
  echo "start-nginx: /dev/stdout cannot be opened here; request log off (set ACCESS_LOG to a file to keep one)" >&2
  ACCESS_LOG=off
fi

# The runtime config the app reads at start-up (src/config/runtime-config.ts).
config='{'
[ -n "$API_URL" ] && config="$config\"apiUrl\": \"$API_URL\""
if [ -n "$ERROR_REPORT_URL" ]; then
  [ "$config" = '{' ] || config="$config, "
  config="$config\"errorReportUrl\": \"$ERROR_REPORT_URL\""
fi
printf '%s}\n' "$config" >"$RUNTIME_DIR/config.json.tmp"
mv "$RUNTIME_DIR/config.json.tmp" "$RUNTIME_DIR/config.json"

LISTEN=$PORT
[ -n "$LISTEN_HOST" ] && LISTEN=$LISTEN_HOST:$PORT
sed -e "s|@LISTEN@|$LISTEN|g" -e "s|@HTML_DIR@|$HTML_DIR|g" -e "s|@RUNTIME_DIR@|$RUNTIME_DIR|g" \
  -e "s|@CONNECT_SRC@|$CONNECT_SRC|g" -e "s|@ACCESS_LOG@|$ACCESS_LOG|g" "$NGINX_CONF" >"$RUNTIME_DIR/nginx.conf"

echo "start-nginx: serving $HTML_DIR on port $PORT; API: ${API_URL:-same origin}; connect-src $CONNECT_SRC" >&2
if [ "${1:-}" = --check ]; then
  exec "$NGINX_BIN" -e stderr -t -c "$RUNTIME_DIR/nginx.conf"
fi
exec "$NGINX_BIN" -e stderr -c "$RUNTIME_DIR/nginx.conf" -g 'daemon off;'
