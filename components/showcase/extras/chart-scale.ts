// A "nice" axis for a bar chart: a step of 1, 2 or 5 × 10ⁿ giving about `target` steps (Heckbert's nice numbers).
export function niceTicks(max: number, target = 5): number[] {
  if (max <= 0) return [0];
  const rough = max / target;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const fraction = rough / magnitude;
  const step = (fraction < 1.5 ? 1 : fraction < 3 ? 2 : fraction < 7 ? 5 : 10) * magnitude;
  const top = Math.ceil(max / step) * step;
  return Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step);
}
