/*
 * The field app's lock on a lost phone (issue 15): a PIN of 4 to 6 digits set on the device,
 * asked for after 15 minutes without a touch or a key. Kept as a PBKDF2 hash with a salt of its
 * own, never the PIN itself; five wrong PINs in a row delete the phone's field data and sign out.
 */

export const DEVICE_PIN_PATTERN = /^\d{4,6}$/;
export const IDLE_LOCK_MINUTES = 15;
export const PIN_ATTEMPTS = 5;
/** Deleted with the rest of the field data (lib/field-database.ts). */
export const DEVICE_PIN_KEY = 'lendline-field-pin';
/** When the agent last touched the app (a reload after a long pause still locks). */
export const ACTIVE_AT_KEY = 'lendline-field-active-at';
const ITERATIONS = 100_000;

interface StoredPin {
  salt: string;
  hash: string;
  failures: number;
}

const toBase64 = (bytes: ArrayBuffer | Uint8Array) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

async function hashPin(pin: string, salt: Uint8Array): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(pin), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations: ITERATIONS },
    key,
    256,
  );
  return toBase64(bits);
}

function readPin(storage: Storage): StoredPin | null {
  try {
    const stored = JSON.parse(storage.getItem(DEVICE_PIN_KEY) ?? 'null') as StoredPin | null;
    return stored && typeof stored.hash === 'string' ? stored : null;
  } catch {
    return null;
  }
}

export function hasDevicePin(storage: Storage = localStorage): boolean {
  return readPin(storage) !== null;
}

export async function setDevicePin(pin: string, storage: Storage = localStorage): Promise<void> {
  if (!DEVICE_PIN_PATTERN.test(pin)) throw new RangeError('A PIN is 4 to 6 digits');
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const stored: StoredPin = { salt: toBase64(salt), hash: await hashPin(pin, salt), failures: 0 };
  storage.setItem(DEVICE_PIN_KEY, JSON.stringify(stored));
}

export type PinCheck = { ok: true } | { ok: false; attemptsLeft: number };

/** Whether `pin` is the device's; a wrong one counts, and the count survives a reload. */
export async function checkDevicePin(
  pin: string,
  storage: Storage = localStorage,
): Promise<PinCheck> {
  const stored = readPin(storage);
  if (!stored) return { ok: false, attemptsLeft: 0 };
  if (
    stored.failures < PIN_ATTEMPTS &&
    (await hashPin(pin, fromBase64(stored.salt))) === stored.hash
  ) {
    storage.setItem(DEVICE_PIN_KEY, JSON.stringify({ ...stored, failures: 0 }));
    return { ok: true };
  }
  const failures = stored.failures + 1;
  storage.setItem(DEVICE_PIN_KEY, JSON.stringify({ ...stored, failures }));
  return { ok: false, attemptsLeft: Math.max(0, PIN_ATTEMPTS - failures) };
}

/** Records activity now (throttled by the caller). */
export function markActive(now: number, storage: Storage = localStorage): void {
  storage.setItem(ACTIVE_AT_KEY, String(now));
}

/** Whether the app has been idle long enough to ask for the PIN. */
export function idleTooLong(now: number, storage: Storage = localStorage): boolean {
  const at = Number(storage.getItem(ACTIVE_AT_KEY));
  return Number.isFinite(at) && at > 0 && now - at >= IDLE_LOCK_MINUTES * 60_000;
}
