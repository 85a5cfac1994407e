import { signOut } from '../api/sign-out';

/**
 * 'Clear Session & Refresh' (spec part 2 §2): ends the server session (its cookie is httpOnly, so
 * only the server can clear it), wipes local and session storage and readable cookies, reloads.
 */
export async function clearSessionAndReload(): Promise<void> {
  try {
    await signOut();
  } catch {
    // Already signed out or offline: clearing local state is still worth doing.
  }
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.location.reload();
}
