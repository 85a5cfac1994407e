/** The phone's field database (IndexedDB): one per browser profile, for the agent signed in. */
export const FIELD_DATABASE_NAME = 'lendline-field';

/**
 * Deletes everything the field app keeps on this device (sign-out, issue 15). Without idb, so the
 * shell's sign-out does not load the field app: an open connection closes itself when asked
 * (field-store.ts `blocking`), and the deletion goes through once it has.
 */
export function deleteFieldData(): Promise<void> {
  if (typeof indexedDB === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(FIELD_DATABASE_NAME);
    // Signing out never waits on this: a failure leaves the data to expire with its day.
    request.onsuccess = request.onerror = () => resolve();
  });
}
