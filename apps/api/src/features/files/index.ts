export { hasActivePdfContent } from './inspect.ts';
export { type ReceivedUpload, receiveUpload, type StoredUpload } from './multipart.ts';
export { type StorageAllowance, storageAllowance } from './quota.ts';
export { purgeFiles } from './retention.ts';
export { fileRoutes } from './routes.ts';
export {
  contentDisposition,
  deleteUnreferenced,
  describeFiles,
  discardUploads,
  openCompanyFile,
  recordUploads,
} from './service.ts';
