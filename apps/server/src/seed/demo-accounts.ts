import type { Role } from '@sks/contract';

/** The demo data set's sign-ins, documented in the README. */
export const demoPassword = 'Sks-Demo-2026';
export const demoAccounts: { email: string; role: Role; name: string; surname: string; status?: 'blocked' }[] = [
  { email: 'superadmin@example.com', role: 'superadmin', name: 'Анна', surname: 'Смирнова' },
  { email: 'admin@example.com', role: 'admin', name: 'Иван', surname: 'Петров' },
  { email: 'blocked.admin@example.com', role: 'admin', name: 'Олег', surname: 'Кузнецов', status: 'blocked' },
];
