// Accessible tabs (Radix): arrow keys move between tabs; only the active panel is mounted, so a panel's data
// loads when its tab is opened.
import { Tabs as RadixTabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '@client/lib/cn';

export function Tabs<T extends string>({
  value,
  onValueChange,
  tabs,
  label,
  children,
}: {
  value: T;
  onValueChange(value: T): void;
  tabs: Array<{ value: T; label: ReactNode }>;
  label: string;
  children: ReactNode;
}) {
  return (
    <RadixTabs.Root value={value} onValueChange={(v) => onValueChange(v as T)}>
      <RadixTabs.List aria-label={label} className="flex gap-1 overflow-x-auto rounded-full bg-sand p-1">
        {tabs.map((t) => (
          <RadixTabs.Trigger
            key={t.value}
            value={t.value}
            className={cn(
              'flex-1 whitespace-nowrap rounded-full px-3 py-2 text-sm font-medium text-muted transition-colors',
              'data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-sm',
            )}
          >
            {t.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {children}
    </RadixTabs.Root>
  );
}

export function TabPanel({ value, children, className }: { value: string; children: ReactNode; className?: string }) {
  return (
    <RadixTabs.Content value={value} className={cn('mt-4 focus:outline-none', className)}>
      {children}
    </RadixTabs.Content>
  );
}
