/*
 * The registry's parts past data collection — the result step's summary, the preview, the
 * analyst's review — in a chunk of their own, downloaded while the first write travels (WEB-10).
 */
export { AnagraficaPreview } from './Preview.tsx';
export { AnagraficaReview } from './Review.tsx';
export { AnagraficaSummary } from './Summary.tsx';
