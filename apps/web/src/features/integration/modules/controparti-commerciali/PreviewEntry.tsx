import './register-locales.ts';

export { ContropartiPreview } from './ContropartiPreview.tsx';
