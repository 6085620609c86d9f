// The run-out reminders' front door (issue 46, decision 0311). It sits after orders: it reads delivered orders, the
// member's routines and their consents, which no module before orders may all see.
export { registerRunOutJobs } from './jobs';
export { remindRunningOut } from './reminders';
