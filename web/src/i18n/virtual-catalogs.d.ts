// Compiled message catalogs, one module per language and group (build/message-catalogs.ts).
declare module 'virtual:catalog/*' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
