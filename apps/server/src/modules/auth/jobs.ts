import { defineQueue } from '../../platform/jobs.js';
import { jobWorker, type AreaJobs } from '../../platform/area-jobs.js';
import { mailRequestedPasswordLink, type PasswordResetJobData } from './service.js';

/**
 * Password-reset requests, worked after the answer: the request only queues the login, the same
 * work whoever asks, so its timing cannot tell whether an account exists.
 */
export const passwordResetQueue = defineQueue<PasswordResetJobData>('password-reset-request', {
  retryLimit: 3,
  retryDelay: 10,
  retryBackoff: true,
  expireInSeconds: 300,
});

export const authJobs: AreaJobs = {
  queues: [passwordResetQueue],
  workers: [jobWorker(passwordResetQueue, (ctx, job) => mailRequestedPasswordLink(ctx, job.data))],
};
