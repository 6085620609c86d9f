// How the shop presents itself (GET /api/site): support address, how orders are paid, and the trader (decision
// 0240). One query for every screen that needs it; the server renders it into the page with the rest.
import { useQuery } from '@tanstack/react-query';
import type { SiteInfo } from '@shared/schemas/members';

export const siteInfoKey = ['/api/site'] as const;

export const useSiteInfo = () => useQuery<SiteInfo>({ queryKey: siteInfoKey, staleTime: 5 * 60_000 });
