export { type CertificateKeys, loadCertificateKeys } from './keys.ts';
export { certificatePublicRoutes } from './public-routes.ts';
export { certificateDownload, certificateRoutes } from './routes.ts';
export { issueCertificate } from './service.ts';
