/** How a promotion's status reads on its card: active and blocked by name, anything else as not running. */
export function stockStatus(status: string): { label: string; color: string } {
  if (status === 'active') return { label: 'Активна', color: 'teal' };
  if (status === 'blocked') return { label: 'Заблокирована', color: 'red' };
  return { label: 'Неактивна', color: 'gray' };
}
