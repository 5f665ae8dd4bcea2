import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { adminRoles, type Role } from '@sks/contract';
import { paths } from './paths';

export type RouteEntry = {
  path: string;
  Page: LazyExoticComponent<ComponentType>;
  /** Roles let in; absent means every signed-in role (spec 01 section 2). */
  roles?: readonly Role[];
};

// Each area is its own chunk: the first screen does not wait for the others.
const UniversitiesPage = lazy(() => import('../features/universities').then((m) => ({ default: m.UniversitiesPage })));
const UniversityNewPage = lazy(() => import('../features/universities').then((m) => ({ default: m.UniversityNewPage })));
const UniversityCardPage = lazy(() => import('../features/universities').then((m) => ({ default: m.UniversityCardPage })));
const UniversityEditPage = lazy(() => import('../features/universities').then((m) => ({ default: m.UniversityEditPage })));
const PartnersPage = lazy(() => import('../features/partners').then((m) => ({ default: m.PartnersPage })));
const PartnerNewPage = lazy(() => import('../features/partners').then((m) => ({ default: m.PartnerNewPage })));
const PartnerCardPage = lazy(() => import('../features/partners').then((m) => ({ default: m.PartnerCardPage })));
const PartnerEditPage = lazy(() => import('../features/partners').then((m) => ({ default: m.PartnerEditPage })));
const PromotionsPage = lazy(() => import('../features/promotions').then((m) => ({ default: m.PromotionsPage })));
const PromotionCardPage = lazy(() => import('../features/promotions').then((m) => ({ default: m.PromotionCardPage })));
const PromotionEditPage = lazy(() => import('../features/promotions').then((m) => ({ default: m.PromotionEditPage })));
const PromotionStatisticPage = lazy(() => import('../features/promotions').then((m) => ({ default: m.PromotionStatisticPage })));
const PromotionNewPage = lazy(() => import('../features/promotions').then((m) => ({ default: m.PromotionNewPage })));
const AdsPage = lazy(() => import('../features/ads').then((m) => ({ default: m.AdsPage })));
const AdsPartnerPage = lazy(() => import('../features/ads').then((m) => ({ default: m.AdsPartnerPage })));
const AdsContractsPage = lazy(() => import('../features/ads').then((m) => ({ default: m.ContractsPage })));
const AdsContractPage = lazy(() => import('../features/ads').then((m) => ({ default: m.ContractPage })));
const CreativePage = lazy(() => import('../features/ads').then((m) => ({ default: m.CreativePage })));
const ReviewsPage = lazy(() => import('../features/reviews').then((m) => ({ default: m.ReviewsPage })));
const ReviewCardPage = lazy(() => import('../features/reviews').then((m) => ({ default: m.ReviewCardPage })));
const NewsPage = lazy(() => import('../features/news').then((m) => ({ default: m.NewsPage })));
const NewsAddPage = lazy(() => import('../features/news').then((m) => ({ default: m.NewsAddPage })));
const NewsCardPage = lazy(() => import('../features/news').then((m) => ({ default: m.NewsCardPage })));
const NewsEditPage = lazy(() => import('../features/news').then((m) => ({ default: m.NewsEditPage })));
const PromocodesPage = lazy(() => import('../features/promocodes').then((m) => ({ default: m.PromocodesPage })));
const PromocodeCreatePage = lazy(() => import('../features/promocodes').then((m) => ({ default: m.PromocodeCreatePage })));
const PromocodeEditPage = lazy(() => import('../features/promocodes').then((m) => ({ default: m.PromocodeEditPage })));
const PromocodeStatisticsPage = lazy(() => import('../features/promocodes').then((m) => ({ default: m.PromocodeStatisticsPage })));
const AdminsPage = lazy(() => import('../features/admins').then((m) => ({ default: m.AdminsPage })));
const StatisticsPage = lazy(() => import('../features/statistics').then((m) => ({ default: m.StatisticsPage })));
const KnowledgePage = lazy(() => import('../features/knowledge').then((m) => ({ default: m.KnowledgePage })));
const KnowledgeCategoryPage = lazy(() => import('../features/knowledge').then((m) => ({ default: m.KnowledgeCategoryPage })));
const KnowledgeQuestionPage = lazy(() => import('../features/knowledge').then((m) => ({ default: m.KnowledgeQuestionPage })));
// The university's questions are the knowledge area's screens, reached from the university card.
const UniversityQuestionsPage = lazy(() => import('../features/knowledge').then((m) => ({ default: m.UniversityQuestionsPage })));
const SettingsCitiesPage = lazy(() => import('../features/settings').then((m) => ({ default: m.SettingsCitiesPage })));
const SettingsCategoriesPage = lazy(() => import('../features/settings').then((m) => ({ default: m.SettingsCategoriesPage })));
const RzdBonusPage = lazy(() => import('../features/rzd').then((m) => ({ default: m.RzdBonusPage })));

/** Routes "only for roles superadmin or admin" of spec 01 section 2. */
const staffOnly = adminRoles;

/** The signed-in route table; paths not listed here redirect to `/`. */
export const routeTable: readonly RouteEntry[] = [
  { path: paths.universities, Page: UniversitiesPage },
  { path: paths.universityNew, Page: UniversityNewPage },
  { path: paths.universityCard, Page: UniversityCardPage },
  { path: paths.universityQuestions, Page: UniversityQuestionsPage },
  { path: paths.universityQuestion, Page: KnowledgeQuestionPage },
  { path: paths.universityEdit, Page: UniversityEditPage },

  { path: paths.partners, Page: PartnersPage },
  { path: paths.partnerNew, Page: PartnerNewPage, roles: staffOnly },
  { path: paths.partnerCard, Page: PartnerCardPage, roles: staffOnly },
  { path: paths.partnerEdit, Page: PartnerEditPage, roles: staffOnly },
  { path: paths.partnerNewStock, Page: PromotionNewPage, roles: staffOnly },
  { path: paths.promotions, Page: PromotionsPage },
  { path: paths.promotionCard, Page: PromotionCardPage, roles: staffOnly },
  { path: paths.promotionEdit, Page: PromotionEditPage, roles: staffOnly },
  { path: paths.promotionStatistic, Page: PromotionStatisticPage, roles: staffOnly },

  { path: paths.ads, Page: AdsPage, roles: staffOnly },
  { path: paths.adCard, Page: AdsPartnerPage, roles: staffOnly },
  { path: paths.adsContracts, Page: AdsContractsPage, roles: staffOnly },
  { path: paths.adsContract, Page: AdsContractPage, roles: staffOnly },
  { path: paths.creative, Page: CreativePage, roles: staffOnly },

  { path: paths.reviews, Page: ReviewsPage },
  { path: paths.review, Page: ReviewCardPage },
  { path: paths.news, Page: NewsPage },
  { path: paths.newsAdd, Page: NewsAddPage },
  { path: paths.newsCard, Page: NewsCardPage },
  { path: paths.newsEdit, Page: NewsEditPage },
  { path: paths.promocodes, Page: PromocodesPage, roles: staffOnly },
  { path: paths.promocodeCreate, Page: PromocodeCreatePage, roles: staffOnly },
  { path: paths.promocodeCard, Page: PromocodeEditPage, roles: staffOnly },
  { path: paths.promocodeStatistics, Page: PromocodeStatisticsPage, roles: staffOnly },
  { path: paths.admins, Page: AdminsPage, roles: staffOnly },
  { path: paths.statistics, Page: StatisticsPage },

  { path: paths.knowledge, Page: KnowledgePage },
  { path: paths.knowledgeAdd, Page: KnowledgeQuestionPage },
  { path: paths.knowledgeCategory, Page: KnowledgeCategoryPage },
  { path: paths.knowledgeCategoryAdd, Page: KnowledgeQuestionPage },
  { path: paths.knowledgeQuestion, Page: KnowledgeQuestionPage },

  { path: paths.rzd, Page: RzdBonusPage },

  // Reference data is shared by every university and partner: the superadmin keeps it.
  { path: paths.settingsCities, Page: SettingsCitiesPage, roles: ['superadmin'] },
  { path: paths.settingsCategories, Page: SettingsCategoriesPage, roles: ['superadmin'] },
];

export const routesFor = (role: Role) => routeTable.filter((route) => !route.roles || route.roles.includes(role));
