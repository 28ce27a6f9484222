// What TanStack Query's structural sharing costs on a refetch that brings back the same room list: two
// separate parses of one response (equal data, no shared references), then replaceEqualDeep, as the query
// does before handing the result to components. Timed in the browser, with the benchmark's data.
import { replaceEqualDeep } from '@tanstack/query-core';

window.__measureSharing = async (runs) => {
  const text = await (await fetch('/bench-api/rooms/')).text();
  const samples = [];
  for (let run = 0; run < runs; run += 1) {
    const previous = JSON.parse(text);
    const next = JSON.parse(text);
    const startedAt = performance.now();
    const kept = replaceEqualDeep(previous, next);
    samples.push(performance.now() - startedAt);
    if (kept !== previous) throw new Error('replaceEqualDeep did not keep the equal list');
  }
  return samples;
};
