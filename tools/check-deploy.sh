#!/usr/bin/env bash
# Checks each file of deploy/ with its own tool (run by .ci/run; a few seconds):
#   deploy/church-site.service  systemd-analyze verify, and systemd-analyze security (exposure <= 2.0)
#   deploy/Caddyfile            caddy validate, with SITE_DOMAIN filled in
#   deploy/nginx.conf           nginx -t, included by a throwaway main config with a self-signed certificate
# A tool that is missing is skipped with a message; with CI=true it is a failure.
# The body limits against the code's upload limits: deploy/body-limits.test.ts (the unit tests).
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"

failures=0
fail() {
  echo "check-deploy: FAILED: $*" >&2
  failures=$((failures + 1))
}
missing() {
  if [ "${CI:-}" = "true" ]; then
    fail "$1 is not installed (CI installs it: .ci/run)"
  else
    echo "check-deploy: skipped $2: $1 is not installed (apt-get install $3)"
  fi
}
# The program's path, looked up where Debian puts it even when PATH lacks the sbin folders.
program() {
  command -v "$1" 2>/dev/null || { [ -x "/usr/sbin/$1" ] && echo "/usr/sbin/$1"; } || true
}

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# systemd: verify prints problems (an unknown key, a command that does not exist) and still exits 0,
# so any output is a failure.
systemd_analyze="$(program systemd-analyze)"
if [ -z "$systemd_analyze" ]; then
  missing systemd-analyze deploy/church-site.service systemd
else
  unit="$work/church-site.service"
  cp deploy/church-site.service "$unit"
  # verify also checks that ExecStart's program exists: the unit names NodeSource's /usr/bin/node.
  if [ ! -x /usr/bin/node ]; then
    echo "check-deploy: no /usr/bin/node here: verifying with $(command -v node) instead"
    sed -i "s|^ExecStart=/usr/bin/node |ExecStart=$(command -v node) |" "$unit"
  fi
  output="$(cd "$work" && "$systemd_analyze" verify "$unit" 2>&1)" || true
  if [ -n "$output" ]; then fail "systemd-analyze verify deploy/church-site.service: $output"; fi
  if security="$("$systemd_analyze" security --offline=true --threshold=20 "$unit" 2>&1)"; then
    echo "check-deploy: systemd-analyze verify: OK; security: $(echo "$security" | tail -n 1 | sed 's/^→ //')"
  else
    fail "systemd-analyze security deploy/church-site.service: exposure above 2.0: $(echo "$security" | tail -n 1)"
  fi
fi

# Caddy: SITE_DOMAIN is what the operator sets (systemctl edit caddy).
caddy="$(program caddy)"
if [ -z "$caddy" ]; then
  missing caddy deploy/Caddyfile caddy
else
  # HOME: caddy validate provisions its storage under it; keep the machine's own untouched.
  if output="$(cd "$work" && HOME="$work" XDG_DATA_HOME="$work" XDG_CONFIG_HOME="$work" SITE_DOMAIN=www.example.org \
    "$caddy" validate --config "$root/deploy/Caddyfile" --adapter caddyfile 2>&1)"; then
    echo "check-deploy: caddy validate: $(echo "$output" | tail -n 1)"
  else
    fail "caddy validate deploy/Caddyfile: $output"
  fi
fi

# nginx: the site file as it is, but for the certificate (a throwaway self-signed one) and the
# cache folder, included by a main config of its own so nothing of the machine's nginx is used.
nginx="$(program nginx)"
if [ -z "$nginx" ]; then
  missing nginx deploy/nginx.conf nginx
elif ! command -v openssl >/dev/null 2>&1; then
  missing openssl deploy/nginx.conf openssl
else
  openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj "/CN=www.example.org" \
    -keyout "$work/privkey.pem" -out "$work/fullchain.pem" >/dev/null 2>&1
  sed -e "s|/etc/letsencrypt/live/www.example.org/|$work/|g" \
    -e "s|proxy_cache_path /var/cache/nginx/klm |proxy_cache_path $work/cache |" \
    deploy/nginx.conf >"$work/site.conf"
  grep -q "$work/fullchain.pem" "$work/site.conf" || fail "deploy/nginx.conf no longer names /etc/letsencrypt/live/www.example.org/fullchain.pem: update tools/check-deploy.sh"
  grep -q "proxy_cache_path $work/cache " "$work/site.conf" || fail "deploy/nginx.conf no longer has proxy_cache_path /var/cache/nginx/klm: update tools/check-deploy.sh"
  cat >"$work/nginx.conf" <<EOF
pid $work/nginx.pid;
error_log $work/error.log;
events {}
http {
  include /etc/nginx/mime.types;
  client_body_temp_path $work/client_body;
  proxy_temp_path $work/proxy;
  fastcgi_temp_path $work/fastcgi;
  uwsgi_temp_path $work/uwsgi;
  scgi_temp_path $work/scgi;
  access_log off;
  include $work/site.conf;
}
EOF
  if output="$("$nginx" -t -q -p "$work" -c "$work/nginx.conf" -e "$work/error.log" 2>&1)"; then
    echo "check-deploy: nginx -t: the configuration is OK${output:+ ($output)}"
  else
    fail "nginx -t deploy/nginx.conf: $output"
  fi
fi

if [ "$failures" -gt 0 ]; then exit 1; fi
echo "check-deploy: deploy/ is valid"
