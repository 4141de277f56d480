#!/usr/bin/env bash
# Runs a command on an emulated slow host: two slow cores, not one.
#
#   sudo scripts/slow-host.sh npm run bench -- --lighthouse-only
#   sudo SLOW_HOST_NICE=-2 scripts/slow-host.sh npm test
#
# Why: Lighthouse's calibrated gate (scripts/bench/cpu-calibration.ts) must hold on a host of
# benchmarkIndex 1,200-1,900, and there is no slower machine at hand. Pinning everything to one
# core starves Chromium's parallel work (GC, compositor, network) as no 2-core host would; a CPU
# quota pauses the whole browser at once (docs/decisions/0023-...).
#
# How: one busy loop pinned to each core at a higher priority (SLOW_HOST_NICE, default -3: a
# weight of 1,991 against a normal thread's 1,024), with Linux's session autogroups off for the
# run, so the scheduler weighs each thread against the busy loop on its core: every thread of the
# run (the page's main thread on the core the bench gives it, Chromium's other threads, the
# servers, Lighthouse) gets about a third of its core's time when it wants it, as on a slower
# host. With autogroups on, the busy loops would be one session's group, weighed as one thread
# against all of Chromium's, and would barely slow it. Until 28 Nov the busy loops and Chromium
# ran in two cpu cgroups instead; cgroup shares are split over the cores by each group's load, so
# once the page's main thread had a core of its own (scripts/bench/page-core.ts) the one thread on
# that core got a sliver of it (benchmarkIndex 322-618), which is no host at all.
# SLOW_HOST_NICE -3 measured benchmarkIndex about 900-1,100 on a host of 2,200-2,600
# (docs/performance.md, "A slow host").
#
# Needs root (negative nice, /proc/sys/kernel/sched_autogroup_enabled); puts the setting back on exit.
set -euo pipefail

AUTOGROUP=/proc/sys/kernel/sched_autogroup_enabled
if [[ $(id -u) -ne 0 ]]; then
  echo "slow-host: needs root (busy loops at a negative nice, $AUTOGROUP)" >&2
  exit 2
fi
if [[ $# -eq 0 ]]; then
  echo "usage: scripts/slow-host.sh <command> [args...]" >&2
  exit 2
fi

NICE="${SLOW_HOST_NICE:--3}"
autogroup_was=$( [[ -w $AUTOGROUP ]] && cat "$AUTOGROUP" || echo "")
[[ -n $autogroup_was ]] && echo 0 >"$AUTOGROUP"

hog_pids=()
for core in $(seq 0 $(($(nproc) - 1))); do
  taskset -c "$core" nice -n "$NICE" sh -c 'while :; do :; done' &
  hog_pids+=($!)
done

cleanup() {
  kill "${hog_pids[@]}" 2>/dev/null || true
  [[ -n $autogroup_was ]] && echo "$autogroup_was" >"$AUTOGROUP"
}
trap cleanup EXIT INT TERM

# the bench lowers its servers' priority (nice 10) so they give way to the page it measures; against a
# busy loop at nice -3 that is a twentieth of a core, not a third (they would not start in a minute)
export BENCH_SERVERS_NICE=0
echo "slow-host: ${#hog_pids[@]} busy loops at nice $NICE, one per core (autogroups off for the run)" >&2
status=0
"$@" || status=$?
exit "$status"
