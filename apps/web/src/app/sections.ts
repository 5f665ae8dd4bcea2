import { settingsTexts } from '@sks/contract';
import { paths } from './paths';

/** The console's areas as the sidebar names them; pages use the same label as their heading. */
export const sections = {
  universities: { label: 'Университеты', path: paths.universities },
  partners: { label: 'Партнёры', path: paths.partners },
  promotions: { label: 'Акции', path: paths.promotions },
  ads: { label: 'Платная реклама', path: paths.ads },
  reviews: { label: 'Отзывы', path: paths.reviews },
  news: { label: 'Новости', path: paths.news },
  promocodes: { label: 'Промокоды', path: paths.promocodes },
  admins: { label: 'Администраторы', path: paths.admins },
  statistics: { label: 'Статистика', path: paths.statistics },
  knowledge: { label: 'База знаний', path: paths.knowledge },
  rzd: { label: 'РЖД-бонус', path: paths.rzd },
  settings: { label: settingsTexts.menu, path: paths.settingsCities },
} as const;

export type SectionKey = keyof typeof sections;
