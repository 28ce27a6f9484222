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
  // A comma needs no escaping in a query (RFC 3986 allows it as is): id lists read '?ids=a,b', as people
  // write and share them, not '?ids=a%2Cb'. Reading accepts both.
  const query = params.toString().replace(/%2C/gi, ',');
  return query ? `?${query}` : '';
}
