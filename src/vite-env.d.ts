/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/**
 * A compiled catalogue (scripts/message-catalogues.ts): messages by position, the position in base 36 being a
 * message's short id; src/lib/i18n/i18n.ts keys it.
 */
type CompiledMessageList = readonly import('@lingui/core').Messages[string][];

/** The English catalogue, compiled from src/config/messages.ts at build time. */
declare module 'virtual:english-catalogue' {
  const messages: CompiledMessageList;
  export default messages;
}

/** The English words of a screen that loads later (laterScreenMessages in src/config/messages.ts). */
declare module 'virtual:english-catalogue/*' {
  const messages: CompiledMessageList;
  export default messages;
}

/** A language's catalogue, compiled from its PO file at build time. */
declare module '*.po' {
  const messages: CompiledMessageList;
  export default messages;
}
