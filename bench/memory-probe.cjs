// Preloaded into a server process under test (node --expose-gc --require …): on the message
// "memory" from the parent it collects garbage, lets the heap hand back freed pages for a
// second, collects again and answers with the memory use, so a soak test compares what is
// retained, not where the collector happened to be.
process.on('message', (message) => {
  if (message !== 'memory' || typeof globalThis.gc !== 'function') return;
  globalThis.gc();
  setTimeout(() => {
    globalThis.gc();
    process.send?.({ memory: process.memoryUsage() });
  }, 1000);
});
