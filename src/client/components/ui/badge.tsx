import type { ReactNode } from 'react';
import { cn } from '@client/lib/cn';

export type BadgeTone = 'neutral' | 'brand' | 'green' | 'blue' | 'yellow' | 'purple' | 'red' | 'grey';
const tones: Record<BadgeTone, string> = {
  neutral: 'bg-sand text-ink',
  brand: 'bg-brand text-white',
  green: 'bg-green-100 text-green-800',
  blue: 'bg-blue-100 text-blue-800',
  yellow: 'bg-yellow-100 text-yellow-800',
  purple: 'bg-purple-100 text-purple-800',
  red: 'bg-red-100 text-red-800',
  grey: 'bg-gray-100 text-gray-700',
};

export function Badge({
  tone = 'neutral',
  className,
  children,
}: {
  tone?: BadgeTone;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span
      className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium', tones[tone], className)}
    >
      {children}
    </span>
  );
}
