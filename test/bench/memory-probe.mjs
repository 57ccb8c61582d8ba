// Loaded with --import into the benchmarked server: answers 'memory' with its memory use, and
// 'memory-after-gc' with it after a full collection (the server runs with --expose-gc).
process.on('message', (message) => {
  if (message !== 'memory' && message !== 'memory-after-gc') return;
  if (message === 'memory-after-gc') globalThis.gc?.();
  const { rss, heapUsed } = process.memoryUsage();
  process.send?.({ memory: { rss, heapUsed } });
});
