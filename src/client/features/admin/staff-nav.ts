// What the console shows a member of staff (decision 0513): each screen with the permission it needs, from the same
// table the server's guard reads; the nav lists only what the role may do, and sign-in lands on the first of them.
import type { Permission, StaffMember } from '@shared/schemas/staff';

export const TWO_STEP_PATH = '/console/two-step';

export type NavItem = {
  href: string;
  label: string;
  match: string[];
  prefix?: string;
  permission?: Permission;
  /** One's own settings, beside Sign out rather than among the shop's tools. */
  own?: true;
};

export const NAV: NavItem[] = [
  {
    href: '/console/dashboard',
    label: 'Penny AI',
    match: ['/console', '/console/dashboard', '/admin/penny-ai-dashboard'],
    permission: 'assistant.read',
  },
  {
    href: '/admin/quiz-submissions',
    label: 'Quiz submissions',
    match: ['/admin/quiz-submissions'],
    permission: 'quiz.read',
  },
  {
    href: '/admin/orders',
    label: 'Orders',
    // The Returns queue is part of Orders (a link on its page): the bar has no room for one more tool at 1280 px.
    match: ['/admin/orders', '/admin/returns'],
    prefix: '/admin/orders/',
    permission: 'orders.read',
  },
  {
    href: '/admin/products',
    label: 'Products',
    match: ['/admin/products'],
    prefix: '/admin/products/',
    permission: 'catalogue.read',
  },
  { href: '/admin/categories', label: 'Categories', match: ['/admin/categories'], permission: 'catalogue.read' },
  { href: '/admin/discounts', label: 'Discounts', match: ['/admin/discounts'], permission: 'codes.write' },
  { href: '/admin/rewards', label: 'Rewards', match: ['/admin/rewards'], permission: 'rewards.write' },
  { href: '/admin/events', label: 'Events', match: ['/admin/events'], permission: 'content.write' },
  { href: '/admin/faqs', label: 'FAQs', match: ['/admin/faqs'], permission: 'content.write' },
  { href: '/admin/pages', label: 'Pages', match: ['/admin/pages'], permission: 'content.write' },
  { href: '/admin/team', label: 'Team', match: ['/admin/team'], permission: 'staff.manage' },
  { href: '/admin/audit', label: 'Audit log', match: ['/admin/audit'], permission: 'audit.read' },
  { href: '/admin', label: 'Admin', match: ['/admin'], permission: 'jobs.read' },
  { href: TWO_STEP_PATH, label: 'Two-step sign-in', match: [TWO_STEP_PATH], own: true },
];

export const may = (me: Pick<StaffMember, 'permissions'> | undefined, permission?: Permission) =>
  !permission || !!me?.permissions.includes(permission);

export function navFor(me: StaffMember | undefined): NavItem[] {
  return NAV.filter((item) => may(me, item.permission));
}

/** Where sign-in lands: the two-step set-up when the shop requires it, else the first screen the role may use. */
export function homeFor(me: StaffMember): string {
  if (me.twoStepSetupRequired) return TWO_STEP_PATH;
  return navFor(me)[0]?.href ?? TWO_STEP_PATH;
}

/** The screen a console address belongs to. */
export function screenAt(location: string): NavItem | undefined {
  return NAV.find((item) => item.match.includes(location) || (!!item.prefix && location.startsWith(item.prefix)));
}
