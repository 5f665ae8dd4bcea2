import type { Admin, AdminRole, UserStatus } from '@sks/contract';

export const roleLabels: Record<AdminRole, string> = {
  superadmin: 'Суперадминистратор',
  admin: 'Администратор',
};

export const statusLabels: Record<UserStatus, string> = {
  active: 'Активен',
  blocked: 'Заблокирован',
};

export const supportLabel = 'Поддержка';

/** Surname, name, patronymic, as Russian documents write a person's name. */
export function fullName(admin: Pick<Admin, 'surname' | 'name' | 'patronymic'>): string {
  return [admin.surname, admin.name, admin.patronymic].map((part) => part.trim()).filter(Boolean).join(' ');
}
