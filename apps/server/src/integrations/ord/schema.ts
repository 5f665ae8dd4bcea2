import { pgTable, primaryKey, text, timestamp, jsonb } from 'drizzle-orm/pg-core';

/**
 * The offline operator's own registry: every object sent to it, with the outcome it decided on
 * arrival and reveals once the configured delay has passed.
 */
export const ordSandboxObjects = pgTable(
  'ord_sandbox_objects',
  {
    kind: text('kind').notNull(),
    objectId: text('object_id').notNull(),
    requestId: text('request_id').notNull(),
    body: jsonb('body').notNull(),
    outcome: text('outcome', { enum: ['success', 'error'] }).notNull(),
    errorMessage: text('error_message'),
    token: text('token'),
    erirId: text('erir_id'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.objectId] })],
);
