import { z } from 'zod';

export const adminRoles = ['superadmin', 'admin'] as const;
export const userRoles = [...adminRoles, 'operator'] as const;
export const roleSchema = z.enum(userRoles);
export type Role = z.infer<typeof roleSchema>;
export type AdminRole = (typeof adminRoles)[number];

export const userStatuses = ['active', 'blocked'] as const;
export const userStatusSchema = z.enum(userStatuses);
export type UserStatus = z.infer<typeof userStatusSchema>;
