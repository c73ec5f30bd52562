// A loading.tsx above the catch-all 404 would stream a 200 before notFound(); it lives in the groups.
export { default } from '../(account)/loading';
