// /members/routines — the Routine Builder (SPEC §2, §4, §5, §8, §9): a morning and an evening routine, built
// step by step, saved (POST first, PUT after), shared (native share, else clipboard) or emailed to the member.
import { useState } from 'react';
import { timeOfDayAt } from '@shared/dates';
import type { TimeOfDay } from '@shared/schemas/routines';
import { RequireMember } from '@client/app/require-member';
import { Skeleton } from '@client/components/ui/skeleton';
import { TabPanel, Tabs } from '@client/components/ui/tabs';
import { useAuth } from '@client/lib/auth';
import { useRoutines } from '../api';
import { LoadError, MemberScreen } from '../components/member-screen';
import { RoutineTab } from '../components/routine-tab';
import type { RoutineDraft } from '../routine-draft';

const TABS: Array<{ value: TimeOfDay; label: string }> = [
  { value: 'morning', label: 'Morning routine' },
  { value: 'evening', label: 'Evening routine' },
];

export default function RoutinesPage() {
  return (
    <RequireMember>
      <RoutineBuilder />
    </RequireMember>
  );
}

function RoutineBuilder() {
  const { user } = useAuth();
  const userId = user!.id;
  const query = useRoutines(userId);
  // SPEC §7: the routine for the current time of day is selected first.
  const [tab, setTab] = useState<TimeOfDay>(() => timeOfDayAt(new Date()));
  // Local edits per time of day; a tab without one shows the saved routine.
  const [drafts, setDrafts] = useState<Partial<Record<TimeOfDay, RoutineDraft>>>({});

  function switchTab(next: TimeOfDay) {
    setTab(next);
    // SPEC §4: switching tabs reloads that time of day's routine — unless it has unsaved edits, which are kept.
    if (!drafts[next]) void query.refetch();
  }

  return (
    <MemberScreen title="Routine Builder">
      <Tabs value={tab} onValueChange={switchTab} tabs={TABS} label="Routine time of day">
        {TABS.map(({ value }) => (
          <TabPanel key={value} value={value}>
            {query.isPending ? (
              <RoutinesLoading />
            ) : query.isError && !query.data ? (
              <LoadError title="Unable to load your routines" onRetry={() => query.refetch()} />
            ) : (
              <RoutineTab
                timeOfDay={value}
                userId={userId}
                saved={query.data?.find((r) => r.timeOfDay === value) ?? null}
                draft={drafts[value] ?? null}
                updateDraft={(change) => setDrafts((all) => ({ ...all, [value]: change(all[value]) }))}
              />
            )}
          </TabPanel>
        ))}
      </Tabs>
    </MemberScreen>
  );
}

function RoutinesLoading() {
  return (
    <div className="space-y-3">
      <p role="status" className="text-sm text-muted">
        Loading your routines...
      </p>
      <Skeleton className="h-11 w-full" />
      <Skeleton className="h-48 w-full rounded-2xl" />
      <Skeleton className="h-48 w-full rounded-2xl" />
    </div>
  );
}
