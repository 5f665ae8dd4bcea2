/** Every path the console calls, below the `/api` base. */
export const apiBase = '/api';
export const apiPaths = {
  signIn: '/v1/auth/email',
  refresh: '/v1/auth/refreshtoken',
  logout: '/v1/auth/logout',
  me: '/v1/auth/me',
  resetRequest: '/v1/auth/password/reset-request',
  reset: '/v1/auth/password/reset',
  cities: '/v1/city',
  citySearch: '/v1/city/search',
  categories: '/v1/category',
  commentsCount: '/v1/comments/count',
  newsCount: '/v1/news/request/count/federal',
  operatorList: '/v2/operator/list/:uuidUniversity',
  operator: '/v2/operator',
  admin: '/v2/admin',
  userStatus: '/v1/user/status',
  statistics: '/v2/statistics',
  uploadPhoto: '/v2/upload-photo',
  universities: '/v1/univer',
  university: '/v1/univer/:uuid',
  universityInfo: '/v1/univer/info',
  universityStatus: '/v1/univer/status',
  universityCities: '/v1/univer/filter/cities',
  universityInn: '/v1/univer/inn',
  partners: '/v1/partner',
  partnerCities: '/v1/partner/filter/cities',
  partnerCreate: '/v3/add-partner',
  partner: '/v2/partner/:id',
  partnerStatus: '/v1/partner/:id/status',
  discounts: '/v1/discount',
  discount: '/v1/discount/:uuidDiscount',
  partnerPhotoAdd: '/v2/partner/add/photo',
  partnerPhotoEdit: '/v2/partner/edit/photo',
  partnerPhoto: '/v2/partner/photo',
  partnerPhotos: '/v2/partner/photo/list/:uuidPartner',
  partnerComments: '/v2/partner/comments/list',
  partnerComplaints: '/v2/partner/complaints/:uuidPartner',
  vacancies: '/v1/vacancies',
  partnerVacancies: '/v1/vacancies/:uuidPartner',
  vacancy: '/v1/vacancies/:uuidVacancy',
  salePointsOfCity: '/v1/salepoint/:uuidPartner/:uuidCity',
  salePointsOfPartner: '/v1/salepoint/:uuidPartner',
  salePointsAdd: '/v2/partner/points/add',
  salePointsEdit: '/v2/partner/points/edit',
  salePoint: '/v2/partner/points/:uuidSalePoint',
  geocode: '/v1/geocode',
  geocodeReverse: '/v1/geocode/reverse',
  mapConfig: '/v1/map/config',
  health: '/health',
  ready: '/ready',
} as const;

/** A path of `apiPaths` with its `:params` filled in (URL-encoded): `apiPath(apiPaths.partner, { id })`. */
export function apiPath(path: string, params: Record<string, string>): string {
  return path.replace(/:([A-Za-z]+)/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`apiPath: no value for ${whole} in ${path}`);
    return encodeURIComponent(value);
  });
}
