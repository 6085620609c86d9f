// Browser storage keys (SPEC §9): the user record and the theme. Storage may be unavailable (private mode):
// every access is guarded.
export const STORAGE_KEYS = { user: 'skincircle.user', theme: 'skincircle.theme' } as const;

export function readStored<T>(key: string): T | null {
  try {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    if (value === null || value === undefined) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or blocked: the session cookie still works
  }
}
