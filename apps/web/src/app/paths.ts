/**
 * Every route of spec 01 section 2, in one place. Build links with react-router's
 * `generatePath(paths.universityCard, { id })`.
 */
export const paths = {
  auth: '/auth',
  resetPassword: '/auth/resetpassword',

  universities: '/',
  universityNew: '/new',
  universityCard: '/card/:id',
  universityQuestions: '/card/:id/questions',
  universityQuestion: '/card/:id/questions/:questionId',
  universityEdit: '/card/:id/refactoring',

  partners: '/partners',
  partnerNew: '/partners/new',
  partnerCard: '/partners/card/:partnerId',
  partnerEdit: '/partners/card/:partnerId/edit',
  partnerNewStock: '/partners/card/:partnerId/newStock',
  promotions: '/promotions',
  promotionCard: '/promotions/card/:promotionId',
  promotionEdit: '/promotions/card/:promotionId/refactoring',
  promotionStatistic: '/promotions/card/:promotionId/statistic',

  ads: '/ads',
  adCard: '/ads/:id',
  adsContracts: '/ads-contracts',
  adsContract: '/ads-contracts/:id',
  creative: '/creative/:id',

  reviews: '/feedbacks',
  review: '/feedback/:id',
  news: '/news',
  newsAdd: '/news/add',
  newsCard: '/news/:newsId',
  newsEdit: '/news/:newsId/edit',
  promocodes: '/promocodes',
  promocodeCreate: '/promocodes/create',
  promocodeCard: '/promocodes/:id',
  promocodeStatistics: '/promocodes/:promocode/statistics',
  admins: '/admins',
  statistics: '/statistics',

  knowledge: '/knowledge',
  knowledgeAdd: '/knowledge/add',
  knowledgeCategory: '/knowledge/:categoryId',
  knowledgeCategoryAdd: '/knowledge/:categoryId/add',
  knowledgeQuestion: '/knowledge/:categoryId/:questionId',

  rzd: '/rzd-bonus',

  settingsCities: '/settings/cities',
  settingsCategories: '/settings/categories',
} as const;

/** Paths of the sign-in area: the only ones without a session, redirected away from with one. */
export const isAuthPath = (pathname: string) => pathname === paths.auth || pathname.startsWith(`${paths.auth}/`);
