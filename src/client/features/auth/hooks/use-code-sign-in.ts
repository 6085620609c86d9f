// The code sign-in's state (email → code → profile for a new address → signed in, or the notice that an unconfirmed
// password was removed) as one reducer, and the calls that move it on.
import { useEffect, useReducer, useRef, type FormEvent } from 'react';
import { CODE_LENGTH } from '@shared/schemas/auth-limits';
import { ApiError, serverMessage } from '@client/lib/api';
import { sendCode, verifyCode } from '../api';
import { useCompleteSignIn } from './use-complete-sign-in';

export type Step = 'email' | 'code' | 'profile' | 'revoked';
type Busy = 'send' | 'resend' | 'verify' | null;
type Fields = { email: string; code: string; firstName: string; lastName: string };
type State = Fields & { step: Step; requiresProfile: boolean; error: string; notice: string; busy: Busy };

const INVALID_CODE = 'Invalid or expired code';
const NAME_REQUIRED = 'Please enter your name';
/** Shown when the server's answer carries no notice of its own (it always does today). */
const REVOKED_FALLBACK =
  'Because this email address had not been confirmed, the password set up at sign-up has been removed and any other browsers signed in to this account have been signed out. You can create a new password now.';

type Action =
  | { type: 'field'; field: keyof Fields; value: string }
  | { type: 'busy'; busy: 'send' | 'resend' | 'verify' }
  | { type: 'done' }
  | { type: 'sent'; requiresProfile: boolean; notice: string }
  | { type: 'failed'; error: string; step?: Step; clearCode?: boolean }
  | { type: 'revoked'; notice: string }
  | { type: 'ask-profile' }
  | { type: 'start-over' };

const INITIAL: State = {
  step: 'email',
  email: '',
  code: '',
  firstName: '',
  lastName: '',
  requiresProfile: false,
  error: '',
  notice: '',
  busy: null,
};

function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'field':
      return { ...state, [action.field]: action.value };
    case 'busy':
      return { ...state, busy: action.busy, error: '', notice: '' };
    case 'done':
      return { ...state, busy: null };
    case 'sent':
      return { ...state, requiresProfile: action.requiresProfile, code: '', step: 'code', notice: action.notice };
    case 'failed':
      return {
        ...state,
        error: action.error,
        step: action.step ?? state.step,
        code: action.clearCode ? '' : state.code,
      };
    case 'revoked':
      return { ...state, notice: action.notice, step: 'revoked' };
    case 'ask-profile':
      // The address turned out to be new (or the names are still missing): ask for the name, keep the code.
      return { ...state, requiresProfile: true, error: '', notice: '', step: 'profile' };
    case 'start-over':
      return { ...INITIAL, email: state.email, busy: state.busy };
  }
}

export function useCodeSignIn() {
  const completeSignIn = useCompleteSignIn();
  const [state, dispatch] = useReducer(reducer, INITIAL);
  const { email, code, firstName, lastName, requiresProfile } = state;
  // The server renders this page (decision 0617): an address typed before hydration is taken over, not dropped.
  const emailField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const typed = emailField.current?.value;
    if (typed) dispatch({ type: 'field', field: 'email', value: typed });
  }, []);
  const namesGiven = firstName.trim() !== '' && lastName.trim() !== '';

  async function requestCode(kind: 'send' | 'resend') {
    dispatch({ type: 'busy', busy: kind });
    try {
      const answer = await sendCode({ email });
      dispatch({
        type: 'sent',
        requiresProfile: answer.requiresProfile,
        notice: kind === 'resend' ? `We've sent a new code to ${email.trim()}.` : '',
      });
    } catch (err) {
      dispatch({ type: 'failed', error: serverMessage(err, 'Failed to send code') });
    } finally {
      dispatch({ type: 'done' });
    }
  }

  async function verify() {
    dispatch({ type: 'busy', busy: 'verify' });
    try {
      const answer = await verifyCode({
        email,
        code,
        ...(requiresProfile ? { firstName: firstName.trim(), lastName: lastName.trim() } : {}),
      });
      // The code was the first proof of an address registered with a password: say what that removed, and offer
      // a new password before moving on (decision 0105).
      const revoked = answer.revokedBeforeProof === true;
      completeSignIn(answer.user, { isNew: requiresProfile, stay: revoked });
      if (revoked) dispatch({ type: 'revoked', notice: answer.notice ?? REVOKED_FALLBACK });
    } catch (err) {
      if (err instanceof ApiError && err.status === 400 && err.serverMessage === NAME_REQUIRED) {
        dispatch({ type: 'ask-profile' });
      } else {
        dispatch({
          type: 'failed',
          step: 'code',
          clearCode: true,
          error: err instanceof ApiError && err.status === 429 ? serverMessage(err, INVALID_CODE) : INVALID_CODE,
        });
      }
    } finally {
      dispatch({ type: 'done' });
    }
  }

  const onEmail = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim()) void requestCode('send');
  };
  const onCode = (event: FormEvent) => {
    event.preventDefault();
    if (code.length !== CODE_LENGTH) return;
    if (requiresProfile && !namesGiven) {
      dispatch({ type: 'ask-profile' });
      return;
    }
    void verify();
  };
  const onProfile = (event: FormEvent) => {
    event.preventDefault();
    if (!namesGiven) {
      dispatch({ type: 'failed', error: NAME_REQUIRED });
      return;
    }
    void verify();
  };
  const set = (field: keyof Fields) => (value: string) => dispatch({ type: 'field', field, value });

  return {
    ...state,
    emailField,
    setEmail: set('email'),
    setCode: set('code'),
    setFirstName: set('firstName'),
    setLastName: set('lastName'),
    onEmail,
    onCode,
    onProfile,
    resend: () => void requestCode('resend'),
    startOver: () => dispatch({ type: 'start-over' }),
  };
}

export type CodeSignIn = ReturnType<typeof useCodeSignIn>;
