/** Median (p50), p95 and maximum of some timings in milliseconds, to a tenth (nearest rank). */
export function percentiles(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! * 10) / 10;
  return { p50_ms: at(0.5), p95_ms: at(0.95), max_ms: at(1) };
}
