// The password sign-in and account creation form's state: four fields in plain state (decision 0611), the demo
// login pre-filled until the visitor touches a field, text typed before hydration taken over, and submitting.
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { PASSWORD_MIN } from '@shared/schemas/auth-limits';
import { ApiError, serverMessage } from '@client/lib/api';
import { useHydrated } from '@client/lib/hydration';
import { notify } from '@client/lib/toast';
import { login, register, useDemoLogin } from '../api';
import { useCompleteSignIn } from './use-complete-sign-in';

export type Mode = 'signin' | 'register';
type Values = { firstName: string; lastName: string; email: string; password: string };
const EMPTY: Values = { firstName: '', lastName: '', email: '', password: '' };

/** 429 (too many tries) and 409 (email taken) explain themselves; anything else gets the SPEC §8 text. */
function failureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && (error.status === 429 || error.status === 409))
    return serverMessage(error, fallback);
  return fallback;
}

export function usePasswordAuth() {
  const demo = useDemoLogin();
  const completeSignIn = useCompleteSignIn();
  const [mode, setMode] = useState<Mode>('signin');
  // Already known (the server rendered the page with it, or the query answered earlier): filled in from the start.
  const [values, setValues] = useState<Values>(() =>
    demo.data ? { ...EMPTY, email: demo.data.email, password: demo.data.password } : EMPTY,
  );
  const [isSubmitting, setSubmitting] = useState(false);
  const registering = mode === 'register';
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  // Set by the visitor's first edit or focus of a field: from then on the demo pre-fill keeps out of the way.
  const touched = useRef(false);
  const field = (name: keyof Values) => ({
    name,
    value: values[name],
    onFocus: () => void (touched.current = true),
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      touched.current = true;
      const text = event.target.value;
      setValues((current) => ({ ...current, [name]: text }));
    },
  });

  // A server-rendered form can be typed into before React has hydrated it: the fields then hold text the state
  // never saw, and the next render would put the state's values back. Take over what the visitor typed.
  useEffect(() => {
    const elements = form.current?.elements;
    if (!elements) return;
    const typed = (name: keyof Values) => (elements.namedItem(name) as HTMLInputElement | null)?.value;
    setValues((current) => {
      const next = { ...current };
      for (const name of Object.keys(current) as Array<keyof Values>) next[name] = typed(name) ?? current[name];
      const changed = (Object.keys(current) as Array<keyof Values>).some((name) => next[name] !== current[name]);
      if (changed) touched.current = true;
      return changed ? next : current;
    });
  }, []);

  // Demo mode: fill in the demo login once it arrives, unless the visitor has already been at the fields — not only
  // "unless they are empty": a visitor who had cleared a field or just started typing into it had their first
  // keystrokes appended to the demo address (an invalid email the browser refuses to submit: decision 0617).
  useEffect(() => {
    if (!demo.data || mode !== 'signin' || touched.current) return;
    const { email, password } = demo.data;
    setValues((current) => (!current.email && !current.password ? { ...current, email, password } : current));
    // Only when the demo login arrives; later mode switches refill it themselves.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `mode` deliberately left out (see above)
  }, [demo.data]);

  // SPEC §4: switching clears the names; register empties email and password, sign-in refills the demo login.
  function switchMode(next: Mode) {
    setMode(next);
    setValues(
      next === 'register' ? EMPTY : { ...EMPTY, email: demo.data?.email ?? '', password: demo.data?.password ?? '' },
    );
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    setSubmitting(true);
    try {
      await submit();
    } finally {
      setSubmitting(false);
    }
  }

  async function submit() {
    if (!registering) {
      try {
        const { user } = await login({ email: values.email, password: values.password });
        completeSignIn(user, { isNew: false });
      } catch (error) {
        notify({
          title: 'Login failed',
          description: failureText(error, 'Invalid email or password. Please try again.'),
          variant: 'destructive',
        });
      }
      return;
    }
    const firstName = values.firstName.trim();
    const lastName = values.lastName.trim();
    if (!firstName || !lastName) {
      notify({
        title: 'Registration failed',
        description: 'Please fill in all required fields.',
        variant: 'destructive',
      });
      return;
    }
    if (values.password.length < PASSWORD_MIN) {
      notify({
        title: 'Password too short',
        description: `Password must be at least ${PASSWORD_MIN} characters long`,
        variant: 'destructive',
      });
      return;
    }
    try {
      const { user } = await register({
        email: values.email,
        password: values.password,
        firstName,
        lastName,
        shopifyCustomerId: `customer-${Date.now()}`,
        membershipTier: 'skin_circle',
      });
      completeSignIn(user, { isNew: true });
    } catch (error) {
      notify({
        title: 'Registration failed',
        description: failureText(error, 'Unable to create account. Please try again.'),
        variant: 'destructive',
      });
    }
  }

  return { demo, registering, values, field, form, isSubmitting, hydrated, switchMode, handleSubmit };
}

export type PasswordAuth = ReturnType<typeof usePasswordAuth>;
