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
  health: '/health',
  ready: '/ready',
} as const;
