// The job runner's front door: everything else imports from here.
export { createJobRunner } from './runner';
export type { FailedJob, JobContext, JobHandler, JobRunner, RunnerHealth, SendOptions } from './runner';
export { QUEUES, type QueueName } from './queues';
