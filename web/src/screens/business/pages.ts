/** The onboarding pages as one chunk, loaded when /business is first opened (App.tsx). */
export { BusinessHome } from './BusinessHome';
export { BusinessLayout } from './BusinessLayout';
export { CreatePage } from './CreatePage';
export { PayFeePage } from './PayFeePage';
export { ProgressPage } from './ProgressPage';
export { WriteInfoPage } from './WriteInfoPage';
