/**
 * Where the runtime config is served, next to index.html (docs/deploying.md#runtime-config). Its own module,
 * with no imports, because the app-shell worker reads it too (it keeps a copy for offline starts).
 */
export const RUNTIME_CONFIG_PATH = '/config.json';
