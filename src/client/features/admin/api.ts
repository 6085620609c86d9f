// The console's server state: query keys (SPEC §7: the key is the URL) and its calls.
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  AdminLoginRequest,
  AiOverview,
  AiSession,
  FailedWork,
  ShopSetup,
  StaffMember,
} from '@shared/schemas/admin';
import type { QuizSubmission, UpdateQuizSubmission } from '@shared/schemas/quiz';
import { ApiError, apiJson } from '@client/lib/api';
import { REFRESH_INTERVAL_MS } from './figures';

export const ME_KEY = ['/api/admin/me'] as const;
export const OVERVIEW_KEY = ['/api/admin/penny-ai/overview'] as const;
export const SESSIONS_KEY = ['/api/admin/penny-ai/sessions'] as const;
export const SUBMISSIONS_KEY = ['/api/admin/quiz-submissions'] as const;
export const FAILED_WORK_KEY = ['/api/admin/jobs/failed'] as const;
export const SETUP_KEY = ['/api/admin/setup'] as const;

export const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

/** Drops every cached console answer (sign-in and sign-out: nothing of one session may show in another). */
export function forgetAdminData(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api/admin/') });
}

/** The first-run checklist (decision 0511): asked again whenever the console comes back to it. */
export function useShopSetup() {
  return useQuery<ShopSetup>({ queryKey: SETUP_KEY, staleTime: 0 });
}

export function useStaffMe() {
  return useQuery<StaffMember>({ queryKey: ME_KEY });
}

export function adminLogin(body: AdminLoginRequest) {
  return apiJson<StaffMember>('POST', '/api/admin/login', body);
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson('POST', '/api/admin/logout'),
    onSuccess: () => forgetAdminData(queryClient),
  });
}

/** SPEC §7: polled every 30 s while auto-refresh is on, also when the tab is in the background. */
const polling = (on: boolean) => ({
  refetchInterval: on ? REFRESH_INTERVAL_MS : (false as const),
  refetchIntervalInBackground: on,
});

export function useOverview(autoRefresh: boolean) {
  return useQuery<AiOverview>({ queryKey: OVERVIEW_KEY, ...polling(autoRefresh) });
}

export function useSessions(autoRefresh: boolean) {
  return useQuery<AiSession[]>({ queryKey: SESSIONS_KEY, ...polling(autoRefresh) });
}

export function useSubmissions() {
  return useQuery<QuizSubmission[]>({ queryKey: SUBMISSIONS_KEY });
}

export function useUpdateSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateQuizSubmission & { id: string }) =>
      apiJson<QuizSubmission>('PATCH', `/api/admin/quiz-submissions/${encodeURIComponent(id)}`, body),
    // SPEC §4: after a successful update the list is refreshed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SUBMISSIONS_KEY }),
  });
}

/** Mails and jobs that failed for good (issue 28): polled with the dashboard's auto-refresh. */
export function useFailedWork(autoRefresh: boolean) {
  return useQuery<FailedWork>({ queryKey: FAILED_WORK_KEY, ...polling(autoRefresh) });
}

/** Sends a failed mail again; the list is asked again afterwards (it leaves the list once it is queued). */
export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson('POST', `/api/admin/mails/${encodeURIComponent(id)}/retry`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: FAILED_WORK_KEY }),
  });
}
