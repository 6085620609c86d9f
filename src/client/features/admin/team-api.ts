// The team's calls (OPERATIONS §2, decision 0513): staff accounts, the team's rules, two-step sign-in, the audit log.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AuditPage,
  RecoveryCodes,
  StaffAccount,
  StaffInvite,
  StaffPatch,
  TeamSettings,
  TotpSetup,
} from '@shared/schemas/staff';
import { apiJson } from '@client/lib/api';
import { ME_KEY } from './api';

export const STAFF_KEY = ['/api/admin/staff'] as const;
export const TEAM_SETTINGS_KEY = ['/api/admin/team-settings'] as const;

export function useStaffList() {
  return useQuery<StaffAccount[]>({ queryKey: STAFF_KEY });
}

export function useTeamSettings() {
  return useQuery<TeamSettings>({ queryKey: TEAM_SETTINGS_KEY });
}

export function useInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffInvite) => apiJson<StaffAccount>('POST', '/api/admin/staff', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_KEY }),
  });
}

export function useChangeStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: StaffPatch & { id: string }) =>
      apiJson<StaffAccount>('PATCH', `/api/admin/staff/${encodeURIComponent(id)}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_KEY }),
  });
}

export function useChangeTeamSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TeamSettings) => apiJson<TeamSettings>('PATCH', '/api/admin/team-settings', body),
    onSuccess: (settings) => queryClient.setQueryData(TEAM_SETTINGS_KEY, settings),
  });
}

export const startTotp = () => apiJson<TotpSetup>('POST', '/api/admin/me/totp');

export function useConfirmTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => apiJson<RecoveryCodes>('POST', '/api/admin/me/totp/confirm', { code }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_KEY }),
  });
}

export function acceptInvitation(body: { token: string; password: string }) {
  return apiJson<StaffAccount>('POST', '/api/admin/invitations/accept', body);
}

export function useAudit(filters: { actor: string; entity: string; page: number }) {
  const query = new URLSearchParams();
  if (filters.actor.trim()) query.set('actor', filters.actor.trim());
  if (filters.entity) query.set('entity', filters.entity);
  query.set('page', String(filters.page));
  return useQuery<AuditPage>({ queryKey: [`/api/admin/audit?${query}`], placeholderData: keepPreviousData });
}
