#!/usr/bin/env bash
# Installs Debian's Chromium when it is missing (browser tests drive /usr/bin/chromium through playwright-core;
# Playwright's own browser download cannot work on this network).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
echo "chromium missing: installing Debian's chromium package"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
/usr/bin/chromium --version
