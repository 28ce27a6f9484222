/**
 * URL search params as plain text. TanStack Router's default JSON encoding would write '?maxPrice=%22500%22'
 * for a typed "500"; people share these links, so they should read '?maxPrice=500'. Every value is a string,
 * and each route validates its own.
 */
export function parsePlainSearch(searchStr: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(searchStr.startsWith('?') ? searchStr.slice(1) : searchStr));
}

export function stringifyPlainSearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}
