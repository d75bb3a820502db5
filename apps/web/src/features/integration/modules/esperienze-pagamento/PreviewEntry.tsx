import './register-locales.ts';

export { EsperienzePagamentoPreview } from './EsperienzePagamentoPreview.tsx';
