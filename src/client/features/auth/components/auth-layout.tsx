// The frame of /auth and /code-auth: the brand, one card for the form and, on the sign-in screen, what
// membership brings (SPEC §1: the AI skin coach, the routine builder, events and rewards).
import { CalendarHeart, ListChecks, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@client/components/ui/card';

export function AuthLayout({
  children,
  top,
  benefits = false,
}: {
  children: ReactNode;
  top?: ReactNode;
  benefits?: boolean;
}) {
  return (
    <main className="min-h-dvh px-5 pb-12 pt-6">
      <div className="mx-auto max-w-md">
        <div className="flex h-11 items-center">{top}</div>
        <div className="mb-6 mt-2 text-center">
          <p className="font-display text-[2rem] leading-tight tracking-tight text-brand">Skin Circle</p>
          <p className="mt-1 text-sm text-muted">Clinical-grade skincare, made in the UK</p>
        </div>
        <Card className="p-5 sm:p-6">{children}</Card>
        {benefits && <MemberBenefits />}
      </div>
    </main>
  );
}

const BENEFITS = [
  { Icon: Sparkles, title: 'AI skin coach', text: 'Personal advice for your skin, whenever you need it.' },
  {
    Icon: ListChecks,
    title: 'Personalised routine builder',
    text: 'Build morning and evening routines that suit your skin.',
  },
  {
    Icon: CalendarHeart,
    title: 'Exclusive events and rewards',
    text: 'Expert-led sessions, member prices and points on every order.',
  },
] as const;

function MemberBenefits() {
  return (
    <section aria-labelledby="benefits-title" className="mt-8">
      <h2 id="benefits-title" className="text-center text-sm font-semibold uppercase tracking-[0.14em] text-muted">
        Members enjoy
      </h2>
      <ul className="mt-4 space-y-3">
        {BENEFITS.map(({ Icon, title, text }) => (
          <li key={title} className="flex items-start gap-3 rounded-2xl bg-white/70 p-4 ring-1 ring-line">
            <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand">
              <Icon aria-hidden="true" className="h-5 w-5" />
            </span>
            <span>
              <span className="block font-medium text-ink">{title}</span>
              <span className="block text-sm text-muted">{text}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** An error or notice under a form, announced to screen readers; it keeps its line so nothing jumps. */
export function FormMessage({ id, children }: { id?: string; children?: ReactNode }) {
  return (
    <p id={id} role="alert" className="min-h-5 text-sm text-danger">
      {children}
    </p>
  );
}
