#!/usr/bin/env bash
# Installs Debian's Prometheus when it is missing: the metrics journey (tests/e2e/platform/metrics.spec.ts) scrapes
# a running server with /usr/bin/prometheus, and server/platform/metrics/alerts.test.ts checks the shipped alert rules
# with /usr/bin/promtool (docs/operations.md "Metrics").
set -euo pipefail
if [ -x /usr/bin/prometheus ] && [ -x /usr/bin/promtool ]; then exit 0; fi
echo "prometheus missing: installing Debian's prometheus package"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
# --no-install-recommends: the package recommends the node exporter, which would start as a service.
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends prometheus >/dev/null
/usr/bin/prometheus --version | head -1
