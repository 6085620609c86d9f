// The run-out reminders' front door (issue 46, decision 0311). It sits after orders: it reads delivered orders, the
// member's routines and their consents, which no module before orders may all see.
export { registerRunOutJobs } from './jobs';
export { daysItLasts, describeLasting, doseFor, usesPerDay } from './estimate';
export { remindRunningOut } from './reminders';
