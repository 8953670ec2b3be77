import { index, type RouteConfig, route } from '@react-router/dev/routes';

// The route table mirrors spec §2. Marketing routes are added by the marketing issue,
// checkout and payment-success by the checkout issue, /conan/* by the staff issue.
export default [
  index('routes/home.tsx'),
  // Any other path: the not-found page with HTTP status 404.
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
