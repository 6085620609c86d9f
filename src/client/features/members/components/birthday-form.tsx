// /members/account, Profile tab: the member's birthday (day and month, no year), which unlocks the birthday-month
// perk (COMMERCE §6, decision 0210). Once saved it can be changed or removed once a year (decision 0803): the server
// refuses sooner with a 409 saying when, shown here as the form's error.
import { Cake } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { formatBirthday, MONTHS, normaliseBirthday } from '@shared/code-rules';
import type { User } from '@shared/schemas/user';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { inputClass } from '@client/components/ui/field';
import { serverMessage } from '@client/lib/api';
import { useAuth } from '@client/lib/auth';
import { cn } from '@client/lib/cn';
import { notify } from '@client/lib/toast';
import { saveBirthday } from '../api';

const pad = (n: number) => String(n).padStart(2, '0');

export function BirthdayForm({ user }: { user: User }) {
  const { updateUser } = useAuth();
  const id = useId();
  const [day, setDay] = useState(user.birthday ? String(Number(user.birthday.slice(3, 5))) : '');
  const [month, setMonth] = useState(user.birthday ? String(Number(user.birthday.slice(0, 2))) : '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function save(birthday: string | null) {
    setSaving(true);
    setError(null);
    try {
      const { user: fresh } = await saveBirthday(user.id, birthday);
      updateUser({ birthday: fresh.birthday });
      notify({
        title: fresh.birthday ? 'Birthday saved' : 'Birthday removed',
        description: fresh.birthday ? `We’ll remember ${formatBirthday(fresh.birthday)}.` : undefined,
      });
      if (!fresh.birthday) {
        setDay('');
        setMonth('');
      }
    } catch (e) {
      setError(serverMessage(e, 'Your birthday could not be saved. Please try again.'));
    } finally {
      setSaving(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!day || !month) return setError('Choose the day and the month of your birthday.');
    const birthday = normaliseBirthday(`${pad(Number(month))}-${pad(Number(day))}`);
    if (!birthday) return setError(`There is no ${day} ${MONTHS[Number(month) - 1]}. Please check the day.`);
    void save(birthday);
  }

  const select = cn(inputClass, 'h-11');
  return (
    <Card className="space-y-3">
      <div className="flex items-start gap-3">
        <Cake aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand" />
        <div>
          <h3 className="font-semibold text-ink">Your birthday</h3>
          <p className="text-sm text-muted">
            {user.birthday
              ? `Saved as ${formatBirthday(user.birthday)}. Your Birthday Treat code works all that month.`
              : 'Add your birthday to use your Birthday Treat code during your birthday month. We only ask for the day and month.'}
          </p>
        </div>
      </div>
      <form onSubmit={submit} aria-label="Your birthday" className="space-y-3" noValidate>
        <div className="grid grid-cols-[1fr_2fr] gap-2">
          <div className="space-y-1.5">
            <label htmlFor={`${id}-day`} className="block text-sm font-medium text-ink">
              Day
            </label>
            <select
              id={`${id}-day`}
              className={select}
              value={day}
              onChange={(e) => setDay(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-hint ${id}-message`}
            >
              <option value="">Day</option>
              {Array.from({ length: 31 }, (_, i) => (
                <option key={i + 1} value={String(i + 1)}>
                  {i + 1}
                </option>
              ))}
            </select>
          </div>
          <div className="space-y-1.5">
            <label htmlFor={`${id}-month`} className="block text-sm font-medium text-ink">
              Month
            </label>
            <select
              id={`${id}-month`}
              className={select}
              value={month}
              onChange={(e) => setMonth(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-hint ${id}-message`}
            >
              <option value="">Month</option>
              {MONTHS.map((name, i) => (
                <option key={name} value={String(i + 1)}>
                  {name}
                </option>
              ))}
            </select>
          </div>
        </div>
        <p id={`${id}-hint`} className="text-sm text-muted">
          You can change your birthday once a year.
        </p>
        <p id={`${id}-message`} role="alert" className="text-sm text-danger empty:hidden">
          {error}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving…' : 'Save birthday'}
          </Button>
          {user.birthday && (
            <Button type="button" variant="ghost" disabled={saving} onClick={() => void save(null)}>
              Remove birthday
            </Button>
          )}
        </div>
      </form>
    </Card>
  );
}
