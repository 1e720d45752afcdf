// Preloaded into the bundled CLI by bench/run.ts: reports the process's peak
// RSS (all threads) when it exits, on stderr, as one tagged JSON line.
process.on('exit', () => {
  process.stderr.write(`\nBENCH_RSS ${JSON.stringify({ maxRssMb: process.resourceUsage().maxRSS / 1024 })}\n`);
});
