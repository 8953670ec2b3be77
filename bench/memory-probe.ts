// Loaded into the server by bench:memory (`node --import ./bench/memory-probe.ts server.ts`): on
// SIGUSR2 it writes the process's memory figures as one JSON line to standard error.
process.on('SIGUSR2', () => {
  const usage = process.memoryUsage();
  process.stderr.write(`MEMORY ${JSON.stringify(usage)}\n`);
});
