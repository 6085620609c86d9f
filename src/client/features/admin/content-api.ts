// The console's Rewards, Events and FAQs calls (OPERATIONS §1, decision 0510). Query keys are the URLs (SPEC §7).
// After a change the console's list is asked again, and so is the members' list this browser holds (the Rewards
// Store, the Events screen, the help screen), so a member signed in on the same browser sees the change too.
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type {
  AdminEvent,
  AdminFaq,
  AdminReward,
  EventCreate,
  EventPatch,
  FaqCreate,
  FaqPatch,
  RewardCreate,
  RewardPatch,
} from '@shared/schemas/content-admin';
import type { AdminPage, PagePatch, PageSlug } from '@shared/schemas/pages';
import { apiJson } from '@client/lib/api';

export const REWARDS_KEY = ['/api/admin/rewards'] as const;
export const EVENTS_KEY = ['/api/admin/events'] as const;
export const FAQS_KEY = ['/api/admin/faqs'] as const;
export const PAGES_KEY = ['/api/admin/pages'] as const;

export const useAdminRewards = () => useQuery<AdminReward[]>({ queryKey: REWARDS_KEY });
export const useAdminEvents = () => useQuery<AdminEvent[]>({ queryKey: EVENTS_KEY });
export const useAdminFaqs = () => useQuery<AdminFaq[]>({ queryKey: FAQS_KEY });

/** A write to one list: the saved item replaces its row at once (a switch shows its new state), then both lists reload. */
function useContentChange<Variables, Result extends { id: string } | void>(
  listKey: QueryKey,
  membersKey: QueryKey,
  call: (variables: Variables) => Promise<Result>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (saved) => {
      const row = saved as { id: string } | undefined;
      if (row) {
        queryClient.setQueryData<Array<{ id: string }>>(listKey, (list) =>
          list?.map((item) => (item.id === row.id ? row : item)),
        );
      }
      void queryClient.invalidateQueries({ queryKey: listKey });
      void queryClient.invalidateQueries({ queryKey: membersKey });
    },
  });
}

export const useCreateReward = () =>
  useContentChange(REWARDS_KEY, ['/api/rewards'], (body: RewardCreate) =>
    apiJson<AdminReward>('POST', '/api/admin/rewards', body),
  );
export const useUpdateReward = () =>
  useContentChange(REWARDS_KEY, ['/api/rewards'], ({ id, ...patch }: RewardPatch & { id: string }) =>
    apiJson<AdminReward>('PATCH', `/api/admin/rewards/${encodeURIComponent(id)}`, patch),
  );

export const useCreateEvent = () =>
  useContentChange(EVENTS_KEY, ['/api/events'], (body: EventCreate) =>
    apiJson<AdminEvent>('POST', '/api/admin/events', body),
  );
export const useUpdateEvent = () =>
  useContentChange(EVENTS_KEY, ['/api/events'], ({ id, ...patch }: EventPatch & { id: string }) =>
    apiJson<AdminEvent>('PATCH', `/api/admin/events/${encodeURIComponent(id)}`, patch),
  );

export const useCreateFaq = () =>
  useContentChange(FAQS_KEY, ['/api/faq'], (body: FaqCreate) => apiJson<AdminFaq>('POST', '/api/admin/faqs', body));
export const useUpdateFaq = () =>
  useContentChange(FAQS_KEY, ['/api/faq'], ({ id, ...patch }: FaqPatch & { id: string }) =>
    apiJson<AdminFaq>('PATCH', `/api/admin/faqs/${encodeURIComponent(id)}`, patch),
  );
export const useDeleteFaq = () =>
  useContentChange(FAQS_KEY, ['/api/faq'], (id: string) =>
    apiJson<void>('DELETE', `/api/admin/faqs/${encodeURIComponent(id)}`),
  );

/** The legal pages (decision 0241): each keyed by its slug, as the list editor keys rows by id. */
export const useAdminPages = () =>
  useQuery<AdminPage[], Error, Array<AdminPage & { id: PageSlug }>>({
    queryKey: PAGES_KEY,
    select: (list) => list.map((p) => ({ ...p, id: p.slug })),
  });
export const useUpdatePage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, ...patch }: PagePatch & { slug: PageSlug }) =>
      apiJson<AdminPage>('PATCH', `/api/admin/pages/${encodeURIComponent(slug)}`, patch),
    onSuccess: (saved) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: PAGES_KEY }),
        queryClient.invalidateQueries({ queryKey: [`/api/pages/${saved.slug}`] }),
      ]),
  });
};
