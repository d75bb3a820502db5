export { type CertificateIssue, sealCertificate, storedPdf } from './issue.ts';
export { type CertificateKeys, loadCertificateKeys } from './keys.ts';
export { certificatePublicRoutes } from './public-routes.ts';
export { certificateRoutes, issueDeps } from './routes.ts';
