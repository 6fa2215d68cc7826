/**
 * Storage that never throws: private browsing and full quotas make Web Storage fail, and a
 * remembered value is a convenience, never a reason to break a screen.
 */
export function readStorage(area: "local" | "session", key: string): string | null {
  try {
    return (area === "local" ? window.localStorage : window.sessionStorage).getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(area: "local" | "session", key: string, value: string | null): void {
  try {
    const store = area === "local" ? window.localStorage : window.sessionStorage;
    if (value === null) store.removeItem(key);
    else store.setItem(key, value);
  } catch {
    // See above: losing a remembered value is acceptable.
  }
}
