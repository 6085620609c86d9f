import type { HTMLAttributes } from 'react';
import { cn } from '@client/lib/cn';

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn('rounded-2xl border border-line bg-white p-4 shadow-[0_1px_2px_rgba(38,33,29,0.04)]', className)}
      {...props}
    />
  );
}
