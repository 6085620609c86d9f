// The privacy module's front door (OPERATIONS §3, decisions 0110–0112): a member's rights over their data. It sits
// last in the module order (0009), beside members and admin, so it can read every module's tables through their
// front doors. Staff tools call the plain functions: the copy of a member's data and their erasure.
export { default as privacyRoutes, NO_PASSWORD, WRONG_CODE, WRONG_PASSWORD } from './routes';
export { EXPORT_FORMAT, exportMemberData, type MemberData } from './export';
export { eraseMember, type Erasure } from './erase';
export { updateConsents } from './consents';
export { registerPrivacyJobs } from './jobs';
