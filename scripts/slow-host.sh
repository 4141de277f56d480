#!/usr/bin/env bash
# Runs a command on an emulated slow host: two slow cores, not one.
#
#   sudo scripts/slow-host.sh npm run bench -- --lighthouse-only
#   sudo SLOW_HOST_SHARE=1536 scripts/slow-host.sh npm test
#
# Why: Lighthouse's calibrated gate (scripts/bench/cpu-calibration.ts) must hold on a host of
# benchmarkIndex 1,200-1,900, and a fast host cannot be slowed by an ordinary busy process: Linux
# groups processes by session (autogroup), so Chromium keeps its cores. Pinning everything to one
# core starves Chromium's parallel work (GC, compositor, network) as no 2-core host would.
#
# How: one busy loop pinned to each core runs in the cpu cgroup 'uzfc-hogs'; Chromium (through a
# CHROME_PATH and CHROMIUM_PATH wrapper) runs in 'uzfc-slow-host'. On each core the scheduler
# shares time between the two groups by their cpu.shares, so each core gives Chromium the same
# fraction of its time: two slower cores. SLOW_HOST_SHARE is the busy loops' share against Chromium's 1,024: 1,024 gave a
# benchmarkIndex of about 1,800-1,950 on a host of 2,400-2,600, 1,536 about 1,400-1,850, 2,048
# about 1,250-1,500 (docs/performance.md, "A slow host"). Everything else the command starts
# (servers, test runners) competes with the busy loops as well. Why two slow cores and not a quota
# or one core: docs/decisions/0023-floors-under-the-target-and-a-slow-host-of-two-cores.md.
#
# Needs root and cgroup v1's cpu controller at /sys/fs/cgroup/cpu (as on this project's machines).
set -euo pipefail

CPU_CGROUPS=/sys/fs/cgroup/cpu
if [[ ! -w "$CPU_CGROUPS" ]]; then
  echo "slow-host: needs root and cgroup v1's cpu controller at $CPU_CGROUPS" >&2
  exit 2
fi
if [[ $# -eq 0 ]]; then
  echo "usage: scripts/slow-host.sh <command> [args...]" >&2
  exit 2
fi

HOGS="$CPU_CGROUPS/uzfc-hogs"
SLOW="$CPU_CGROUPS/uzfc-slow-host"
HOGS_SHARE="${SLOW_HOST_SHARE:-2048}"
CHROMIUM_SHARE=1024
mkdir -p "$HOGS" "$SLOW"
echo "$HOGS_SHARE" >"$HOGS/cpu.shares"
echo "$CHROMIUM_SHARE" >"$SLOW/cpu.shares"

hog_pids=()
for core in $(seq 0 $(($(nproc) - 1))); do
  # the subshell joins the hogs' group before it becomes the busy loop
  (echo $BASHPID >"$HOGS/tasks" && exec taskset -c "$core" sh -c 'while :; do :; done') &
  hog_pids+=($!)
done

wrapper=$(mktemp /tmp/uzfc-slow-chromium.XXXXXX)
cat >"$wrapper" <<EOF
#!/bin/sh
echo \$\$ > "$SLOW/tasks"
exec "${CHROME_PATH:-${CHROMIUM_PATH:-/usr/bin/chromium}}" "\$@"
EOF
chmod +x "$wrapper"

cleanup() {
  kill "${hog_pids[@]}" 2>/dev/null || true
  rm -f "$wrapper"
}
trap cleanup EXIT INT TERM

echo "slow-host: ${#hog_pids[@]} busy loops at cpu.shares $HOGS_SHARE against Chromium's $CHROMIUM_SHARE" >&2
# CHROME_PATH: Lighthouse and the bench's probes; CHROMIUM_PATH: the Playwright journeys
CHROME_PATH="$wrapper" CHROMIUM_PATH="$wrapper" "$@"
