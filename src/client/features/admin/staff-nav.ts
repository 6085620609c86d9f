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
  /**
   * Reached from this screen (its href) rather than from the bar when the role may use that screen: the bar at
   * 1280 px has no room for every tool (decision 0522). A role without it finds this one in the bar as before.
   */
  under?: string;
};

export const HOME_PATH = '/console';
export const CUSTOMERS_PATH = '/admin/customers';

export const NAV: NavItem[] = [
  // The console's home: the shop's sales at a glance (OPERATIONS §6), with the Penny AI figures a link away.
  { href: HOME_PATH, label: 'Home', match: [HOME_PATH], permission: 'sales.read' },
  {
    href: '/console/dashboard',
    label: 'Penny AI',
    match: ['/console/dashboard', '/admin/penny-ai-dashboard'],
    permission: 'assistant.read',
    under: HOME_PATH,
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
    href: CUSTOMERS_PATH,
    label: 'Customers',
    match: [CUSTOMERS_PATH],
    prefix: `${CUSTOMERS_PATH}/`,
    permission: 'customers.read',
  },
  {
    href: '/admin/quiz-submissions',
    label: 'Quiz submissions',
    match: ['/admin/quiz-submissions'],
    permission: 'quiz.read',
    under: CUSTOMERS_PATH,
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

/** Every screen the role may use, in the bar's order (those reached from another screen included). */
export function navFor(me: StaffMember | undefined): NavItem[] {
  return NAV.filter((item) => may(me, item.permission));
}

/** The screen an item is reached from when the role may use it (decision 0522), else undefined. */
export function parentFor(me: StaffMember | undefined, item: NavItem): NavItem | undefined {
  if (!item.under) return undefined;
  const parent = NAV.find((p) => p.href === item.under);
  return parent && may(me, parent.permission) ? parent : undefined;
}

/** The bar's tools: what the role may use, less what is reached from another of its screens. */
export function barFor(me: StaffMember | undefined): NavItem[] {
  return navFor(me).filter((item) => !parentFor(me, item));
}

/**
 * Where sign-in lands: the two-step set-up when the shop requires it, else the first screen the role may use — the
 * home with the sales figures for those who may read them, the Penny AI figures for support as before.
 */
export function homeFor(me: StaffMember): string {
  if (me.twoStepSetupRequired) return TWO_STEP_PATH;
  return navFor(me)[0]?.href ?? TWO_STEP_PATH;
}

/** The screen a console address belongs to. */
export function screenAt(location: string): NavItem | undefined {
  return NAV.find((item) => item.match.includes(location) || (!!item.prefix && location.startsWith(item.prefix)));
}
