export * from './lib/modals/components/AuthModals';
export * from './lib/register/components/RegisterPage';
export * from './lib/login/components/LoginPage';
export * from './lib/register/utils/buildRegisterSchema';
export { authCatalog } from './locales/authCatalog';
