// Penny dashboard arithmetic that is the client's to do (SPEC §2, §9).

/** Sessions with email over total, as a rounded percentage; 0 when there are no sessions. */
export function conversionPercent(withEmail: number, total: number): number {
  return total > 0 ? Math.round((withEmail / total) * 100) : 0;
}

/** 'Session' plus the first 8 characters of the id, for a session without an email. */
export function sessionTitle(session: { email: string | null; sessionId: string }): string {
  return session.email?.trim() || `Session ${session.sessionId.slice(0, 8)}`;
}

/** SPEC §9 Admin: recent sessions limited to 10; top categories to 8. */
export const RECENT_SESSIONS = 10;
export const TOP_CATEGORIES = 8;
/** SPEC §9: auto-refresh every 30 seconds; SPEC §4: the indicator shows 1 s on auto-refresh, 0.5 s after a manual one. */
export const REFRESH_INTERVAL_MS = 30_000;
export const AUTO_INDICATOR_MS = 1000;
export const MANUAL_INDICATOR_MS = 500;
