// Members area data: query keys (SPEC §7: the key's segments joined by '/' are the URL) and calls.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { productsUrl } from '@shared/catalogue';
import type { Event, Faq, Perk, Product, Reward } from '@shared/schemas/catalogue';
import type { Dashboard, QuizResult } from '@shared/schemas/members';
import type { MemberCode } from '@shared/schemas/rewards';
import type {
  Routine,
  RoutineEmailResponse,
  RoutineWarningsRequest,
  RoutineWarningsResponse,
} from '@shared/schemas/routines';
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
export { useSiteInfo } from '@client/lib/site-info';
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

/** `value`, once it has stopped changing for `ms` (typing into a search or a step's name). */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** The routine builder's product picker: the catalogue's own search, a few products (decision 0310). */
export const useProductSearch = (search: string) =>
  useQuery<Product[]>({
    queryKey: [productsUrl({ search }, { limit: 8 })],
    enabled: search.length >= 2,
    placeholderData: keepPreviousData,
  });

/**
 * The ingredient clashes of the routine being built (decision 0310), asked of the server (the coach's knowledge
 * table lives there) once the steps have stopped changing for a moment; saved or not.
 */
export function useRoutineWarnings(request: RoutineWarningsRequest) {
  const key = useDebounced(JSON.stringify(request), 300);
  const body = JSON.parse(key) as RoutineWarningsRequest;
  return useQuery({
    queryKey: ['routine-warnings', key],
    queryFn: () => apiJson<RoutineWarningsResponse>('POST', '/api/routines/warnings', body),
    enabled: body.steps.length >= 2,
    placeholderData: keepPreviousData,
    select: (data) => data.warnings,
  });
}

// A member's rights (OPERATIONS §3, decisions 0110–0111): consents, and deleting the account.
export const consentsKey = ['/api/account/consents'] as const;
export const useConsents = () => useQuery<Consents>({ queryKey: consentsKey });
export const saveConsents = (update: ConsentsUpdate) => apiJson<Consents>('PUT', '/api/account/consents', update);
export const sendDeleteCode = (email: string) =>
  apiJson<{ success: boolean }>('POST', '/api/auth/send-code', { email });
export const deleteAccount = (confirm: { password: string } | { code: string }) =>
  apiJson<{ success: boolean; message: string }>('DELETE', '/api/account', confirm);
