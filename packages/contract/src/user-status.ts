import { z } from 'zod';
import { userStatusSchema } from './roles.js';

export const userStatusMessages = {
  reasonRequired: 'Укажите причину блокировки',
  selfBlock: 'Нельзя заблокировать свою учётную запись',
  lastSuperadmin: 'Нельзя заблокировать последнего активного суперадминистратора',
  notFound: 'Пользователь не найден',
  forbidden: 'Блокировать администраторов может только суперадминистратор',
} as const;

export const reasonTextMax = 500;

/** PUT /v1/user/status: an operator's block needs a reason, an administrator's does not; unblocking clears it. */
export const userStatusBodySchema = z.object({
  uuidUser: z.uuid(),
  newStatus: userStatusSchema,
  reasonText: z.string().trim().max(reasonTextMax).default(''),
});
export type UserStatusBody = z.input<typeof userStatusBodySchema>;

export const userStatusResponseSchema = z.object({
  uuidUser: z.uuid(),
  status: userStatusSchema,
  reasonBlocked: z.string().nullable(),
});
export type UserStatusResponse = z.infer<typeof userStatusResponseSchema>;
