/**
 * Loaded before the platform server by the bench's load part only (`node --import ./scripts/bench/memory-probe.ts`,
 * BENCH_MEMORY_PROBE=1, IPC channel open): answers {type:'bench:memory'} with process.memoryUsage() (bytes), so the
 * bench can report the server's heap beside its RSS. It forces no garbage collection and adds nothing to the server.
 */
// NODE_UNIQUE_ID is set in cluster workers: only the process the bench started answers.
if (process.env.BENCH_MEMORY_PROBE === '1' && process.send && !process.env.NODE_UNIQUE_ID) {
  process.on('message', (message: { type?: string }) => {
    if (message?.type === 'bench:memory') process.send?.({ type: 'bench:memory', usage: process.memoryUsage() });
  });
  // The channel must not keep the server alive once it closes its sockets on SIGTERM.
  process.channel?.unref();
}
