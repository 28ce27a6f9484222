/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The English catalogue, compiled from src/config/messages.ts at build time (scripts/message-catalogues.ts). */
declare module 'virtual:english-catalogue' {
  const messages: import('@lingui/core').Messages;
  export default messages;
}

/** The English words of a screen that loads later (laterScreenMessages in src/config/messages.ts). */
declare module 'virtual:english-catalogue/*' {
  const messages: import('@lingui/core').Messages;
  export default messages;
}

/** A language's catalogue, compiled from its PO file at build time (scripts/message-catalogues.ts). */
declare module '*.po' {
  const messages: import('@lingui/core').Messages;
  export default messages;
}
