// The audit module's front door (decision 0513): the one writer every staff write calls, and the owners' log. It
// comes first in the module order (0009): it uses no other module, so every module can record its changes.
export { auditEntries } from './schema';
export { actorOf, changedFields, recordAudit, type AuditActor, type AuditChange } from './audit';
export { default as auditRoutes } from './routes';
