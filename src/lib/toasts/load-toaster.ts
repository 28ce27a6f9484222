type ToasterModule = typeof import('./toaster');

let loading: Promise<ToasterModule> | null = null;

/**
 * One request for the toast chunk, shared by the container and every toast. A failed request (the network
 * dropped while it loaded) is forgotten, so that the next toast asks again.
 */
export function loadToaster(): Promise<ToasterModule> {
  loading ??= import('./toaster').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
