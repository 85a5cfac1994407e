/** The phone's field database (IndexedDB): one per browser profile, for the agent signed in. */
export const FIELD_DATABASE_NAME = 'lendline-field';
/** The device PIN's hash and the last activity the idle lock measures from (features/field). */
const FIELD_STORAGE_KEYS = ['lendline-field-pin', 'lendline-field-active-at'];

/**
 * Deletes everything the field app keeps on this device (sign-out, issue 15): its database, the
 * device PIN and the idle clock. Without idb, so the shell's sign-out does not load the field
 * app: an open connection closes itself when asked (field-store.ts `blocking`), and the deletion
 * goes through once it has.
 */
export function deleteFieldData(): Promise<void> {
  for (const key of FIELD_STORAGE_KEYS) globalThis.localStorage?.removeItem(key);
  if (typeof indexedDB === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(FIELD_DATABASE_NAME);
    // Signing out never hangs on this: a failure leaves the data to expire with its day, and a
    // deletion another tab blocks goes through once that tab lets its connection go.
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}
