// Members area data: query keys (SPEC §7: the key's segments joined by '/' are the URL) and calls.
import { useQuery } from '@tanstack/react-query';
import type { Event, Faq, Perk, Reward } from '@shared/schemas/catalogue';
import type { Dashboard, QuizResult, SiteInfo } from '@shared/schemas/members';
import type { MemberCode } from '@shared/schemas/rewards';
import type { Routine, RoutineEmailResponse } from '@shared/schemas/routines';
import type { Consents, ConsentsUpdate } from '@shared/schemas/privacy';
import type { User } from '@shared/schemas/user';
import { apiJson } from '@client/lib/api';

export const keys = {
  dashboard: (userId: string) => ['/api/user', userId, 'dashboard'] as const,
  routines: (userId: string) => ['/api/routines', userId] as const,
  perks: ['/api/perks'] as const,
  events: ['/api/events'] as const,
  faq: ['/api/faq'] as const,
  site: ['/api/site'] as const,
  rewards: ['/api/rewards'] as const,
  quizResults: (userId: string) => ['/api/my-quiz-results', userId] as const,
  myCodes: (userId: string) => ['/api/my-codes', userId] as const,
};

export const useDashboard = (userId: string) => useQuery<Dashboard>({ queryKey: keys.dashboard(userId) });
export const useRoutines = (userId: string) => useQuery<Routine[]>({ queryKey: keys.routines(userId) });
export const usePerks = () => useQuery<Perk[]>({ queryKey: keys.perks });
export const useEvents = () => useQuery<Event[]>({ queryKey: keys.events });
export const useFaq = () => useQuery<Faq[]>({ queryKey: keys.faq });
export const useSiteInfo = () => useQuery<SiteInfo>({ queryKey: keys.site });
export const useRewards = () => useQuery<Reward[]>({ queryKey: keys.rewards });
/** The member's codes issued for points (COMMERCE §3); the redeem dialog refreshes the same key. */
export const useMyCodes = (userId: string) => useQuery<MemberCode[]>({ queryKey: keys.myCodes(userId) });
export const useQuizResults = (userId: string) => useQuery<QuizResult[]>({ queryKey: keys.quizResults(userId) });

export const emailRoutine = (routineId: string) =>
  apiJson<RoutineEmailResponse>('POST', `/api/routines/${routineId}/email`);

export const createPassword = (userId: string, password: string) =>
  apiJson<{ success: boolean }>('POST', `/api/user/${userId}/password`, { password });

/** PATCH /api/user/{id}/profile: the member's birthday ('MM-DD', or null to remove it); the updated member. */
export const saveBirthday = (userId: string, birthday: string | null) =>
  apiJson<{ user: User }>('PATCH', `/api/user/${userId}/profile`, { birthday });

// A member's rights (OPERATIONS §3, decisions 0110–0111): consents, and deleting the account.
export const consentsKey = ['/api/account/consents'] as const;
export const useConsents = () => useQuery<Consents>({ queryKey: consentsKey });
export const saveConsents = (update: ConsentsUpdate) => apiJson<Consents>('PUT', '/api/account/consents', update);
export const sendDeleteCode = (email: string) =>
  apiJson<{ success: boolean }>('POST', '/api/auth/send-code', { email });
export const deleteAccount = (confirm: { password: string } | { code: string }) =>
  apiJson<{ success: boolean; message: string }>('DELETE', '/api/account', confirm);
