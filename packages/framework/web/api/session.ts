/** The signed-in session as the browser keeps it (token, refresh token and suid are persisted). */
const KEYS = { token: 'token', refresh: 'refreshToken', suid: 'suid' } as const;

function read(key: string): string {
  try {
    return localStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

function write(key: string, value: string): void {
  try {
    if (value) localStorage.setItem(key, value);
    else localStorage.removeItem(key);
  } catch (error) {
    console.warn('localStorage unavailable', error);
  }
}

export const session = {
  get token(): string {
    return read(KEYS.token);
  },
  get refreshToken(): string {
    return read(KEYS.refresh);
  },
  get suid(): string {
    return read(KEYS.suid);
  },
  /** Stores a session; the store id comes from the token unless given (a session handed over in the URL). */
  save(token: string, refreshToken: string, suid?: string): void {
    write(KEYS.token, token);
    write(KEYS.refresh, refreshToken);
    const claims = decodeClaims(token);
    write(KEYS.suid, suid ?? (claims ? String(claims.suid) : ''));
  },
  clear(): void {
    write(KEYS.token, '');
    write(KEYS.refresh, '');
    write(KEYS.suid, '');
  },
};

export interface TokenClaims {
  readonly uid: number;
  readonly suid: number;
  readonly exp: number;
}

/** The claims of an access token, or undefined when it cannot be read (the browser never verifies it). */
export function decodeClaims(token: string): TokenClaims | undefined {
  const part = token.split('.')[1];
  if (!part) return undefined;
  try {
    const binary = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    const claims = JSON.parse(new TextDecoder().decode(bytes)) as Partial<TokenClaims>;
    if (typeof claims.exp !== 'number' || typeof claims.suid !== 'number' || typeof claims.uid !== 'number') {
      return undefined;
    }
    return { uid: claims.uid, suid: claims.suid, exp: claims.exp };
  } catch {
    return undefined;
  }
}

/**
 * A session handed over in the URL (`accesstoken`, `supplieruid`) is stored before anything
 * else runs, and taken out of the address bar.
 */
export function adoptUrlSession(): void {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('accesstoken');
  if (!token) return;
  session.save(token, session.refreshToken, url.searchParams.get('supplieruid') ?? undefined);
  url.searchParams.delete('accesstoken');
  url.searchParams.delete('supplieruid');
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
}
